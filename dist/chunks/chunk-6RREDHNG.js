function i(n,r){let t=Math.max(0,Math.min(r,n.length)),e=n.charCodeAt(t-1);return e>=55296&&e<=56319&&t--,n.slice(0,t)}function c(n,r){
if(n.length<=r)return n;let t=i(n,r-1),e=t.length;if(!/\s/.test(n.charAt(e))){let s=t.search(/\s\S*$/);s>=t.length/2&&(e=
s)}return`${t.slice(0,e).trimEnd()}\u2026`}export{i as a,c as b};
