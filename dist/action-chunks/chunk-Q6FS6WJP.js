import{o}from"./chunk-DHIUKFLR.js";import i from"os";function a(){return 8*1024*1024}function C(){let e=process.env.ACTIONS_RUNTIME_TOKEN;if(!e)throw new Error("Unable to ge\
t the ACTIONS_RUNTIME_TOKEN env variable");return e}function u(){let e=process.env.ACTIONS_RESULTS_URL;if(!e)throw new Error(
"Unable to get the ACTIONS_RESULTS_URL env variable");return new URL(e).origin}function A(){let t=new URL(process.env.GITHUB_SERVER_URL||
"https://github.com").hostname.trimEnd().toUpperCase(),n=t==="GITHUB.COM",r=t.endsWith(".GHE.COM"),s=t.endsWith(".LOCALH\
OST");return!n&&!r&&!s}function _(){let e=process.env.GITHUB_WORKSPACE;if(!e)throw new Error("Unable to get the GITHUB_W\
ORKSPACE env variable");return e}function U(){let e=i.cpus().length,t=32;if(e>4){let r=16*e;t=r>300?300:r}let n=process.
env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY;if(n){let r=parseInt(n);if(isNaN(r)||r<1)throw new Error("Invalid value set for \
ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY env variable");return r<t?(o("Set concurrency based on the value set in ACTIONS_ARTI\
FACT_UPLOAD_CONCURRENCY."),r):(o(`ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY is higher than the cap of ${t} based on the number\
 of cpus. Set it to the maximum value allowed.`),t)}return 5}function I(){let e=process.env.ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS;
if(!e)return 3e5;let t=parseInt(e);if(isNaN(t))throw new Error("Invalid value set for ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS\
 env variable");return t}function O(){let e=process.env.ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT||"1000",t=parseInt(e);if(isNaN(
t)||t<1)throw new Error("Invalid value set for ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT env variable");return t}export{a,C as b,u as c,A as d,_ as e,U as f,I as g,O as h};
