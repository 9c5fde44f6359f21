function t(n,e){if(n.charCodeAt(e)!==27)return-1;let o=n.charCodeAt(e+1);if(o===91){let r=e+2;for(;r<n.length&&n.charCodeAt(
r)>=48&&n.charCodeAt(r)<=63;)r++;for(;r<n.length&&n.charCodeAt(r)>=32&&n.charCodeAt(r)<=47;)r++;let c=n.charCodeAt(r);return c>=
64&&c<=126?r+1:-1}if(o===93){let r=Math.min(n.length,e+4096);for(let c=e+2;c<r;c++){let i=n.charCodeAt(c);if(i===7)return c+
1;if(i===27)return n.charCodeAt(c+1)===92?c+2:-1}}return-1}function l(n){let e=n.length;for(;e>0&&n.charCodeAt(e-1)===13;)
e--;let o=n.slice(0,e);return o.slice(o.lastIndexOf("\r")+1)}function s(n){if(!n.includes("\x1B"))return n;let e="",o=0;
for(let r=n.indexOf("\x1B");r>=0;r=n.indexOf("\x1B",r+1)){let c=t(n,r);c<0||(e+=n.slice(o,r),o=c,r=c-1)}return e+n.slice(
o)}export{t as a,l as b,s as c};
