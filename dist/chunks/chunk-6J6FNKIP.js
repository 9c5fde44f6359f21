import{a as f}from"./chunk-5A7QKWCT.js";import{d}from"./chunk-3NR5HZ6E.js";var t=d(f(),1);import{basename as s,delimiter as m,dirname as b,isAbsolute as g,join as y,relative as p}from"node:path";
function S(n,e,c){if(n===void 0||n==="")return"baton";let u=!!(e.npm_lifecycle_event||e.npm_command),a=(e.PATH??"").split(
m).filter(i=>i!==""&&!(u&&_(i))).map(i=>y(i,"baton")).find($);if(a!==void 0&&h(a,n))return"baton";let o=p(c,n),r=o!==""&&
!o.startsWith("..")&&!g(o)?o:n;return s(n)==="baton"?l(r===o?`./${r}`:r):`node ${l(r)}`}function _(n){let e=n.replace(/[\\/]+$/,
"");return s(e)===".bin"&&s(b(e))==="node_modules"||s(e)==="node-gyp-bin"}function $(n){try{return(0,t.accessSync)(n,t.constants.
X_OK),(0,t.statSync)(n).isFile()}catch{return!1}}function h(n,e){try{return(0,t.realpathSync)(n)===(0,t.realpathSync)(e)}catch{
return!1}}function l(n){return/^[\w./@%+=:,-]+$/.test(n)?n:`'${n.replaceAll("'","'\\''")}'`}export{S as a};
