import{a as r}from"./chunk-RXTW3LH6.js";import{b as e,c as s}from"./chunk-TR6ONM2E.js";import{d as i}from"./chunk-FCWOFCWY.js";function f(t,n,l="text"){let o=t.isTTY?l==="log"?m(n):p(n):n,u=t.env.GITHUB_ACTIONS==="true"&&t.stdoutIsFile!==!0;(t.rawStdout??
t.stdout)(u?i(o):o)}function g(t,n){t.stdout(t.isTTY?r(n):n)}function p(t){return r(t.replaceAll(`\r
`,`
`))}function m(t){let n=s(t.replaceAll(`\r
`,`
`)).split(`
`).map(e);return r(n.join(`
`))}export{f as a,g as b};
