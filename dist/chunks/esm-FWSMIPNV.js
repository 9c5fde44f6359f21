import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import"./chunk-3NR5HZ6E.js";import{createRequire as Xn}from"module";var $n=Xn("/"),yr,dr,jr,jn=";var __w=require('worker_threads');__w.parentPort.on\
('message',function(m){onmessage({data:m})}),postMessage=function(m,t){__w.parentPort.postMessage(m,t)},close=process.ex\
it;self=global";try{yr=$n("worker_threads"),dr=yr.Worker,jr=yr.isMarkedAsUntransferable}catch{}var bn=dr?function(n,r,t,e,i){
var a=!1,o=new dr(n+jn,{eval:!0}).on("error",function(s){return i(s,null)}).on("message",function(s){return i(null,s)}).
on("exit",function(s){s&&!a&&i(new Error("exited with code "+s),null)});return jr&&(e=e.filter(function(s){return!jr(s)})),
o.postMessage(t,e),o.terminate=function(){return a=!0,dr.prototype.terminate.call(o)},o}:function(n,r,t,e,i){setImmediate(
function(){return i(new Error("async operations unsupported - update to Node 12+ (or Node 10-11 with the --experimental-\
worker CLI flag)"),null)});var a=function(){};return{terminate:a,postMessage:a}},S=Uint8Array,Y=Uint16Array,Zr=Int32Array,
xr=new S([0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0,0,0,0]),zr=new S([0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,
7,8,8,9,9,10,10,11,11,12,12,13,13,0,0]),Ir=new S([16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15]),Sn=function(n,r){for(var t=new Y(
31),e=0;e<31;++e)t[e]=r+=1<<n[e-1];for(var i=new Zr(t[30]),e=1;e<30;++e)for(var a=t[e];a<t[e+1];++a)i[a]=a-t[e]<<5|e;return{
b:t,r:i}},yr=Sn(xr,2),sn=yr.b,Wr=yr.r;sn[28]=258,Wr[258]=28;var Un=Sn(zr,0),Fn=Un.b,br=Un.r,Br=new Y(32768);for(I=0;I<32768;++I)
er=(I&43690)>>1|(I&21845)<<1,er=(er&52428)>>2|(er&13107)<<2,er=(er&61680)>>4|(er&3855)<<4,Br[I]=((er&65280)>>8|(er&255)<<
8)>>1;var er,I,X=(function(n,r,t){for(var e=n.length,i=0,a=new Y(r);i<e;++i)n[i]&&++a[n[i]-1];var o=new Y(r);for(i=1;i<r;++i)
o[i]=o[i-1]+a[i-1]<<1;var s;if(t){s=new Y(1<<r);var l=15-r;for(i=0;i<e;++i)if(n[i])for(var f=i<<4|n[i],h=r-n[i],u=o[n[i]-
1]++<<h,v=u|(1<<h)-1;u<=v;++u)s[Br[u]>>l]=f}else for(s=new Y(e),i=0;i<e;++i)n[i]&&(s[i]=Br[o[n[i]-1]++]>>15-n[i]);return s}),
ir=new S(288);for(I=0;I<144;++I)ir[I]=8;var I;for(I=144;I<256;++I)ir[I]=9;var I;for(I=256;I<280;++I)ir[I]=7;var I;for(I=
280;I<288;++I)ir[I]=8;var I,wr=new S(32);for(I=0;I<32;++I)wr[I]=5;var I,Cn=X(ir,9,0),Dn=X(ir,9,1),Tn=X(wr,5,0),In=X(wr,5,
1),kr=function(n){for(var r=n[0],t=1;t<n.length;++t)n[t]>r&&(r=n[t]);return r},Q=function(n,r,t){var e=r/8|0;return(n[e]|
n[e+1]<<8)>>(r&7)&t},Hr=function(n,r){var t=r/8|0;return(n[t]|n[t+1]<<8|n[t+2]<<16)>>(r&7)},Ar=function(n){return(n+7)/8|
0},$=function(n,r,t){return(r==null||r<0)&&(r=0),(t==null||t>n.length)&&(t=n.length),new S(n.subarray(r,t))},ft={UnexpectedEOF:0,
InvalidBlockType:1,InvalidLengthLiteral:2,InvalidDistance:3,StreamFinished:4,NoStreamHandler:5,InvalidHeader:6,NoCallback:7,
InvalidUTF8:8,ExtraFieldTooLong:9,InvalidDate:10,FilenameTooLong:11,StreamFinishing:12,InvalidZipData:13,UnknownCompressionMethod:14},
Bn=["unexpected EOF","invalid block type","invalid length/literal","invalid distance","stream finished","no stream handl\
er",,"no callback","invalid UTF-8 data","extra field too long","date not in range 1980-2099","filename too long","stream\
 finishing","invalid zip data"],c=function(n,r,t){var e=new Error(r||Bn[n]);if(e.code=n,Error.captureStackTrace&&Error.captureStackTrace(
e,c),!t)throw e;return e},Er=function(n,r,t,e){var i=n.length,a=e?e.length:0;if(!i||r.f&&!r.l)return t||new S(0);var o=!t,
s=o||r.i!=2,l=r.i;o&&(t=new S(i*3));var f=function(Dr){var Tr=t.length;if(Dr>Tr){var cr=new S(Math.max(Tr*2,Dr));cr.set(
t),t=cr}},h=r.f||0,u=r.p||0,v=r.b||0,M=r.l,m=r.d,A=r.m,p=r.n,x=i*8;do{if(!M){h=Q(n,u,1);var U=Q(n,u+1,3);if(u+=3,U)if(U==
1)M=Dn,m=In,A=9,p=5;else if(U==2){var E=Q(n,u,31)+257,F=Q(n,u+10,15)+4,w=E+Q(n,u+5,31)+1;u+=14;for(var g=new S(w),q=new S(
19),D=0;D<F;++D)q[Ir[D]]=Q(n,u+D*3,7);u+=F*3;for(var G=kr(q),H=(1<<G)-1,P=X(q,G,1),D=0;D<w;){var d=P[Q(n,u,H)];u+=d&15;var z=d>>
4;if(z<16)g[D++]=z;else{var Z=0,C=0;for(z==16?(C=3+Q(n,u,3),u+=2,Z=g[D-1]):z==17?(C=3+Q(n,u,7),u+=3):z==18&&(C=11+Q(n,u,
127),u+=7);C--;)g[D++]=Z}}var L=g.subarray(0,E),k=g.subarray(E);A=kr(L),p=kr(k),M=X(L,A,1),m=X(k,p,1)}else c(1);else{var z=Ar(
u)+4,y=n[z-4]|n[z-3]<<8,B=z+y;if(B>i){l&&c(0);break}s&&f(v+y),t.set(n.subarray(z,B),v),r.b=v+=y,r.p=u=B*8,r.f=h;continue}
if(u>x){l&&c(0);break}}s&&f(v+131072);for(var ar=(1<<A)-1,J=(1<<p)-1,b=u;;b=u){var Z=M[Hr(n,u)&ar],W=Z>>4;if(u+=Z&15,u>x){
l&&c(0);break}if(Z||c(2),W<256)t[v++]=W;else if(W==256){b=u,M=null;break}else{var R=W-254;if(W>264){var D=W-257,N=xr[D];
R=Q(n,u,(1<<N)-1)+sn[D],u+=N}var rr=m[Hr(n,u)&J],lr=rr>>4;rr||c(3),u+=rr&15;var k=Fn[lr];if(lr>3){var N=zr[lr];k+=Hr(n,u)&
(1<<N)-1,u+=N}if(u>x){l&&c(0);break}s&&f(v+131072);var vr=v+R;if(v<k){var Or=a-k,Pr=Math.min(k,vr);for(Or+v<0&&c(3);v<Pr;++v)
t[v]=e[Or+v]}for(;v<vr;++v)t[v]=t[v-k]}}r.l=M,r.p=b,r.b=v,r.f=h,M&&(h=1,r.m=A,r.d=m,r.n=p)}while(!h);return v!=t.length&&
o?$(t,0,v):t.subarray(0,v)},nr=function(n,r,t){t<<=r&7;var e=r/8|0;n[e]|=t,n[e+1]|=t>>8},pr=function(n,r,t){t<<=r&7;var e=r/
8|0;n[e]|=t,n[e+1]|=t>>8,n[e+2]|=t>>16},Lr=function(n,r){for(var t=[],e=0;e<n.length;++e)n[e]&&t.push({s:e,f:n[e]});var i=t.
length,a=t.slice();if(!i)return{t:tr,l:0};if(i==1){var o=new S(t[0].s+1);return o[t[0].s]=1,{t:o,l:1}}t.sort(function(B,E){
return B.f-E.f}),t.push({s:-1,f:25001});var s=t[0],l=t[1],f=0,h=1,u=2;for(t[0]={s:-1,f:s.f+l.f,l:s,r:l};h!=i-1;)s=t[t[f].
f<t[u].f?f++:u++],l=t[f!=h&&t[f].f<t[u].f?f++:u++],t[h++]={s:-1,f:s.f+l.f,l:s,r:l};for(var v=a[0].s,e=1;e<i;++e)a[e].s>v&&
(v=a[e].s);var M=new Y(v+1),m=Rr(t[h-1],M,0);if(m>r){var e=0,A=0,p=m-r,x=1<<p;for(a.sort(function(E,F){return M[F.s]-M[E.
s]||E.f-F.f});e<i;++e){var U=a[e].s;if(M[U]>r)A+=x-(1<<m-M[U]),M[U]=r;else break}for(A>>=p;A>0;){var z=a[e].s;M[z]<r?A-=
1<<r-M[z]++-1:++e}for(;e>=0&&A;--e){var y=a[e].s;M[y]==r&&(--M[y],++A)}m=r}return{t:new S(M),l:m}},Rr=function(n,r,t){return n.
s==-1?Math.max(Rr(n.l,r,t+1),Rr(n.r,r,t+1)):r[n.s]=t},_r=function(n){for(var r=n.length;r&&!n[--r];);for(var t=new Y(++r),
e=0,i=n[0],a=1,o=function(l){t[e++]=l},s=1;s<=r;++s)if(n[s]==i&&s!=r)++a;else{if(!i&&a>2){for(;a>138;a-=138)o(32754);a>2&&
(o(a>10?a-11<<5|28690:a-3<<5|12305),a=0)}else if(a>3){for(o(i),--a;a>6;a-=6)o(8304);a>2&&(o(a-3<<5|8208),a=0)}for(;a--;)
o(i);a=1,i=n[s]}return{c:t.subarray(0,e),n:r}},gr=function(n,r){for(var t=0,e=0;e<r.length;++e)t+=n[e]*r[e];return t},Jr=function(n,r,t){
var e=t.length,i=Ar(r+2);n[i]=e&255,n[i+1]=e>>8,n[i+2]=n[i]^255,n[i+3]=n[i+1]^255;for(var a=0;a<e;++a)n[i+a+4]=t[a];return(i+
4+e)*8},rn=function(n,r,t,e,i,a,o,s,l,f,h){nr(r,h++,t),++i[256];for(var u=Lr(i,15),v=u.t,M=u.l,m=Lr(a,15),A=m.t,p=m.l,x=_r(
v),U=x.c,z=x.n,y=_r(A),B=y.c,E=y.n,F=new Y(19),w=0;w<U.length;++w)++F[U[w]&31];for(var w=0;w<B.length;++w)++F[B[w]&31];for(var g=Lr(
F,7),q=g.t,D=g.l,G=19;G>4&&!q[Ir[G-1]];--G);var H=f+5<<3,P=gr(i,ir)+gr(a,wr)+o,d=gr(i,v)+gr(a,A)+o+14+3*G+gr(F,q)+2*F[16]+
3*F[17]+7*F[18];if(l>=0&&H<=P&&H<=d)return Jr(r,h,n.subarray(l,l+f));var Z,C,L,k;if(nr(r,h,1+(d<P)),h+=2,d<P){Z=X(v,M,0),
C=v,L=X(A,p,0),k=A;var ar=X(q,D,0);nr(r,h,z-257),nr(r,h+5,E-1),nr(r,h+10,G-4),h+=14;for(var w=0;w<G;++w)nr(r,h+3*w,q[Ir[w]]);
h+=3*G;for(var J=[U,B],b=0;b<2;++b)for(var W=J[b],w=0;w<W.length;++w){var R=W[w]&31;nr(r,h,ar[R]),h+=q[R],R>15&&(nr(r,h,
W[w]>>5&127),h+=W[w]>>12)}}else Z=Cn,C=ir,L=Tn,k=wr;for(var w=0;w<s;++w){var N=e[w];if(N>255){var R=N>>18&31;pr(r,h,Z[R+
257]),h+=C[R+257],R>7&&(nr(r,h,N>>23&31),h+=xr[R]);var rr=N&31;pr(r,h,L[rr]),h+=k[rr],rr>3&&(pr(r,h,N>>5&8191),h+=zr[rr])}else
pr(r,h,Z[N]),h+=C[N]}return pr(r,h,Z[256]),h+C[256]},Zn=new Zr([65540,131080,131088,131104,262176,1048704,1048832,2114560,
2117632]),tr=new S(0),En=function(n,r,t,e,i,a){var o=a.z||n.length,s=new S(e+o+5*(1+Math.ceil(o/7e3))+i),l=s.subarray(e,
s.length-i),f=a.l,h=(a.r||0)&7;if(r){h&&(l[0]=a.r>>3);for(var u=Zn[r-1],v=u>>13,M=u&8191,m=(1<<t)-1,A=a.p||new Y(32768),
p=a.h||new Y(m+1),x=Math.ceil(t/3),U=2*x,z=function(Xr){return(n[Xr]^n[Xr+1]<<x^n[Xr+2]<<U)&m},y=new Zr(25e3),B=new Y(288),
E=new Y(32),F=0,w=0,g=a.i||0,q=0,D=a.w||0,G=0;g+2<o;++g){var H=z(g),P=g&32767,d=p[H];if(A[P]=d,p[H]=P,D<=g){var Z=o-g;if((F>
7e3||q>24576)&&(Z>423||!f)){h=rn(n,l,0,y,B,E,w,q,G,g-G,h),q=F=w=0,G=g;for(var C=0;C<286;++C)B[C]=0;for(var C=0;C<30;++C)
E[C]=0}var L=2,k=0,ar=M,J=P-d&32767;if(Z>2&&H==z(g-J))for(var b=Math.min(v,Z)-1,W=Math.min(32767,g),R=Math.min(258,Z);J<=
W&&--ar&&P!=d;){if(n[g+L]==n[g+L-J]){for(var N=0;N<R&&n[g+N]==n[g+N-J];++N);if(N>L){if(L=N,k=J,N>b)break;for(var rr=Math.
min(J,N-2),lr=0,C=0;C<rr;++C){var vr=g-J+C&32767,Or=A[vr],Pr=vr-Or&32767;Pr>lr&&(lr=Pr,d=vr)}}}P=d,d=A[P],J+=P-d&32767}if(k){
y[q++]=268435456|Wr[L]<<18|br[k];var Dr=Wr[L]&31,Tr=br[k]&31;w+=xr[Dr]+zr[Tr],++B[257+Dr],++E[Tr],D=g+L,++F}else y[q++]=
n[g],++B[n[g]]}}for(g=Math.max(g,D);g<o;++g)y[q++]=n[g],++B[n[g]];h=rn(n,l,f,y,B,E,w,q,G,g-G,h),f||(a.r=h&7|l[h/8|0]<<3,
h-=7,a.h=p,a.p=A,a.i=g,a.w=D)}else{for(var g=a.w||0;g<o+f;g+=65535){var cr=g+65535;cr>=o&&(l[h/8|0]=f,cr=o),h=Jr(l,h+1,n.
subarray(g,cr))}a.i=o}return $(s,0,e+Ar(h)+i)},qn=(function(){for(var n=new Int32Array(256),r=0;r<256;++r){for(var t=r,e=9;--e;)
t=(t&1&&-306674912)^t>>>1;n[r]=t}return n})(),Mr=function(){var n=-1;return{p:function(r){for(var t=n,e=0;e<r.length;++e)
t=qn[t&255^r[e]]^t>>>8;n=t},d:function(){return~n}}},Kr=function(){var n=1,r=0;return{p:function(t){for(var e=n,i=r,a=t.
length|0,o=0;o!=a;){for(var s=Math.min(o+2655,a);o<s;++o)i+=e+=t[o];e=(e&65535)+15*(e>>16),i=(i&65535)+15*(i>>16)}n=e,r=
i},d:function(){return n%=65521,r%=65521,(n&255)<<24|(n&65280)<<8|(r&255)<<8|r>>8}}},hr=function(n,r,t,e,i){if(!i&&(i={l:1},
r.dictionary)){var a=r.dictionary.subarray(-32768),o=new S(a.length+n.length);o.set(a),o.set(n,a.length),n=o,i.w=a.length}
return En(n,r.level==null?6:r.level,r.mem==null?i.l?Math.ceil(Math.max(8,Math.min(13,Math.log(n.length)))*1.5):20:12+r.mem,
t,e,i)},qr=function(n,r){var t={};for(var e in n)t[e]=n[e];for(var e in r)t[e]=r[e];return t},yn=function(n,r,t){for(var e=n(),
i=n.toString(),a=i.slice(i.indexOf("[")+1,i.lastIndexOf("]")).replace(/\s+/g,"").split(","),o=0;o<e.length;++o){var s=e[o],
l=a[o];if(typeof s=="function"){r+=";"+l+"=";var f=s.toString();if(s.prototype)if(f.indexOf("[native code]")!=-1){var h=f.
indexOf(" ",8)+1;r+=f.slice(h,f.indexOf("(",h))}else{r+=f;for(var u in s.prototype)r+=";"+l+".prototype."+u+"="+s.prototype[u].
toString()}else r+=f}else t[l]=s}return r},Nr=[],_n=function(n){var r=[];for(var t in n)n[t].buffer&&r.push((n[t]=new n[t].
constructor(n[t])).buffer);return r},Gn=function(n,r,t,e){if(!Nr[t]){for(var i="",a={},o=n.length-1,s=0;s<o;++s)i=yn(n[s],
i,a);Nr[t]={c:yn(n[o],i,a),e:a}}var l=qr({},Nr[t].e);return bn(Nr[t].c+";onmessage=function(e){for(var k in e.data)self[\
k]=e.data[k];onmessage="+r.toString()+"}",t,l,_n(l),e)},Sr=function(){return[S,Y,Zr,xr,zr,Ir,sn,Fn,Dn,In,Br,Bn,X,kr,Q,Hr,
Ar,$,c,Er,Gr,sr,fn]},Ur=function(){return[S,Y,Zr,xr,zr,Ir,Wr,br,Cn,ir,Tn,wr,Br,Zn,tr,X,nr,pr,Lr,Rr,_r,gr,Jr,rn,Ar,$,En,hr,
Qr,sr]},On=function(){return[hn,ln,T,Mr,qn]},Pn=function(){return[un,kn]},Nn=function(){return[vn,T,Kr]},dn=function(){return[
cn]},sr=function(n){return postMessage(n,[n.buffer])},fn=function(n){return n&&{out:n.size&&new S(n.size),dictionary:n.dictionary}},
Fr=function(n,r,t,e,i,a){var o=Gn(t,e,i,function(s,l){o.terminate(),a(s,l)});return o.postMessage([n,r],r.consume?[n.buffer]:
[]),function(){o.terminate()}},j=function(n){return n.ondata=function(r,t){return postMessage([r,t],[r.buffer])},function(r){
r.data[0]?(n.push(r.data[0],r.data[1]),postMessage([r.data[0].length])):n.flush(r.data[1])}},Cr=function(n,r,t,e,i,a,o){
var s,l=Gn(n,e,i,function(f,h){f?(l.terminate(),r.ondata.call(r,f)):Array.isArray(h)?h.length==1?(r.queuedSize-=h[0],r.ondrain&&
r.ondrain(h[0])):(h[1]&&l.terminate(),r.ondata.call(r,f,h[0],h[1])):o(h)});l.postMessage(t),r.queuedSize=0,r.push=function(f,h){
r.ondata||c(5),s&&r.ondata(c(4,0,1),null,!!h),r.queuedSize+=f.length,l.postMessage([f,s=h],f.buffer instanceof ArrayBuffer?
[f.buffer]:[])},r.terminate=function(){l.terminate()},a&&(r.flush=function(f){l.postMessage([0,f])})},V=function(n,r){return n[r]|
n[r+1]<<8},O=function(n,r){return(n[r]|n[r+1]<<8|n[r+2]<<16|n[r+3]<<24)>>>0},$r=function(n,r){return O(n,r)+O(n,r+4)*4294967296},
T=function(n,r,t){for(;t;++r)n[r]=t,t>>>=8},hn=function(n,r){var t=r.filename;if(n[0]=31,n[1]=139,n[2]=8,n[8]=r.level<2?
4:r.level==9?2:0,n[9]=3,r.mtime!=0&&T(n,4,Math.floor(new Date(r.mtime||Date.now())/1e3)),t){n[3]=8;for(var e=0;e<=t.length;++e)
n[e+10]=t.charCodeAt(e)}},un=function(n){(n[0]!=31||n[1]!=139||n[2]!=8)&&c(6,"invalid gzip data");var r=n[3],t=10;r&4&&(t+=
(n[10]|n[11]<<8)+2);for(var e=(r>>3&1)+(r>>4&1);e>0;e-=!n[t++]);return t+(r&2)},kn=function(n){var r=n.length;return(n[r-
4]|n[r-3]<<8|n[r-2]<<16|n[r-1]<<24)>>>0},ln=function(n){return 10+(n.filename?n.filename.length+1:0)},vn=function(n,r){var t=r.
level,e=t==0?0:t<6?1:t==9?3:2;if(n[0]=120,n[1]=e<<6|(r.dictionary&&32),n[1]|=31-(n[0]<<8|n[1])%31,r.dictionary){var i=Kr();
i.p(r.dictionary),T(n,2,i.d())}},cn=function(n,r){return((n[0]&15)!=8||n[0]>>4>7||(n[0]<<8|n[1])%31)&&c(6,"invalid zlib \
data"),(n[1]>>5&1)==+!r&&c(6,"invalid zlib data: "+(n[1]&32?"need":"unexpected")+" dictionary"),(n[1]>>3&4)+2};function ur(n,r){
return typeof n=="function"&&(r=n,n={}),this.ondata=r,n}var _=(function(){function n(r,t){if(typeof r=="function"&&(t=r,
r={}),this.ondata=t,this.o=r||{},this.s={l:0,i:32768,w:32768,z:32768},this.b=new S(98304),this.o.dictionary){var e=this.
o.dictionary.subarray(-32768);this.b.set(e,32768-e.length),this.s.i=32768-e.length}}return n.prototype.p=function(r,t){this.
ondata(hr(r,this.o,0,0,this.s),t)},n.prototype.push=function(r,t){this.ondata||c(5),this.s.l&&c(4);var e=r.length+this.s.
z;if(e>this.b.length){if(e>2*this.b.length-32768){var i=new S(e&-32768);i.set(this.b.subarray(0,this.s.z)),this.b=i}var a=this.
b.length-this.s.z;this.b.set(r.subarray(0,a),this.s.z),this.s.z=this.b.length,this.p(this.b,!1),this.b.set(this.b.subarray(
-32768)),this.b.set(r.subarray(a),32768),this.s.z=r.length-a+32768,this.s.i=32766,this.s.w=32768}else this.b.set(r,this.
s.z),this.s.z+=r.length;this.s.l=t&1,(this.s.z>this.s.w+8191||t)&&(this.p(this.b,t||!1),this.s.w=this.s.i,this.s.i-=2),t&&
(this.s=this.o={},this.b=tr)},n.prototype.flush=function(r){if(this.ondata||c(5),this.s.l&&c(4),this.p(this.b,!1),this.s.
w=this.s.i,this.s.i-=2,r){var t=new S(6);t[0]=this.s.r>>3;var e=Jr(t,this.s.r,tr);this.s.r=0,this.ondata(t.subarray(0,e>>
3),!1)}},n})();var rt=(function(){function n(r,t){Cr([Ur,function(){return[j,_]}],this,ur.call(this,r,t),function(e){var i=new _(e.data);
onmessage=j(i)},6,1)}return n})();function nt(n,r,t){return t||(t=r,r={}),typeof t!="function"&&c(7),Fr(n,r,[Ur],function(e){return sr(Qr(e.data[0],e.data[1]))},
0,t)}function Qr(n,r){return hr(n,r||{},0,0)}var K=(function(){function n(r,t){typeof r=="function"&&(t=r,r={}),this.ondata=
t;var e=r&&r.dictionary&&r.dictionary.subarray(-32768);this.s={i:0,b:e?e.length:0},this.o=new S(32768),this.p=new S(0),e&&
this.o.set(e)}return n.prototype.e=function(r){if(this.ondata||c(5),this.d&&c(4),!this.p.length)this.p=r;else if(r.length){
var t=new S(this.p.length+r.length);t.set(this.p),t.set(r,this.p.length),this.p=t}},n.prototype.c=function(r){this.s.i=+(this.
d=r||!1);var t=this.s.b,e=Er(this.p,this.s,this.o);this.ondata($(e,t,this.s.b),this.d),this.o=$(e,this.s.b-32768),this.s.
b=this.o.length,this.p=$(this.p,this.s.p/8|0),this.s.p&=7},n.prototype.push=function(r,t){this.e(r),this.c(t)},n})();var Hn=(function(){function n(r,t){Cr([Sr,function(){return[j,K]}],this,ur.call(this,r,t),function(e){var i=new K(e.data);
onmessage=j(i)},7,0)}return n})();function Ln(n,r,t){return t||(t=r,r={}),typeof t!="function"&&c(7),Fr(n,r,[Sr],function(e){return sr(Gr(e.data[0],fn(e.data[1])))},
1,t)}function Gr(n,r){return Er(n,{i:2},r&&r.out,r&&r.dictionary)}var wn=(function(){function n(r,t){this.c=Mr(),this.l=
0,this.v=1,_.call(this,r,t)}return n.prototype.push=function(r,t){this.c.p(r),this.l+=r.length,_.prototype.push.call(this,
r,t)},n.prototype.p=function(r,t){var e=hr(r,this.o,this.v&&ln(this.o),t&&8,this.s);this.v&&(hn(e,this.o),this.v=0),t&&(T(
e,e.length-8,this.c.d()),T(e,e.length-4,this.l)),this.ondata(e,t)},n.prototype.flush=function(r){_.prototype.flush.call(
this,r)},n})();var ht=(function(){function n(r,t){Cr([Ur,On,function(){return[j,_,wn]}],this,ur.call(this,r,t),function(e){var i=new wn(
e.data);onmessage=j(i)},8,1)}return n})();function ut(n,r,t){return t||(t=r,r={}),typeof t!="function"&&c(7),Fr(n,r,[Ur,On,function(){return[mn]}],function(e){return sr(
mn(e.data[0],e.data[1]))},2,t)}function mn(n,r){r||(r={});var t=Mr(),e=n.length;t.p(n);var i=hr(n,r,ln(r),8),a=i.length;
return hn(i,r),T(i,a-8,t.d()),T(i,a-4,e),i}var nn=(function(){function n(r,t){this.v=1,this.r=0,K.call(this,r,t)}return n.
prototype.push=function(r,t){if(K.prototype.e.call(this,r),this.r+=r.length,this.v){var e=this.p.subarray(this.v-1),i=e.
length>3?un(e):4;if(i>e.length){if(!t)return}else this.v>1&&this.onmember&&this.onmember(this.r-e.length);this.p=e.subarray(
i),this.v=0}K.prototype.c.call(this,0),this.s.f&&!this.s.l?(this.v=Ar(this.s.p)+9,this.s={i:0},this.o=new S(0),this.push(
new S(0),t)):t&&K.prototype.c.call(this,t)},n})();var tt=(function(){function n(r,t){var e=this;Cr([Sr,Pn,function(){return[j,K,nn]}],this,ur.call(this,r,t),function(i){var a=new nn(
i.data);a.onmember=function(o){return postMessage(o)},onmessage=j(a)},9,0,function(i){return e.onmember&&e.onmember(i)})}
return n})();function et(n,r,t){return t||(t=r,r={}),typeof t!="function"&&c(7),Fr(n,r,[Sr,Pn,function(){return[tn]}],function(e){return sr(
tn(e.data[0],e.data[1]))},3,t)}function tn(n,r){var t=un(n);return t+8>n.length&&c(6,"invalid gzip data"),Er(n.subarray(
t,-8),{i:2},r&&r.out||new S(kn(n)),r&&r.dictionary)}var xn=(function(){function n(r,t){this.c=Kr(),this.v=1,_.call(this,
r,t)}return n.prototype.push=function(r,t){this.c.p(r),_.prototype.push.call(this,r,t)},n.prototype.p=function(r,t){var e=hr(
r,this.o,this.v&&(this.o.dictionary?6:2),t&&4,this.s);this.v&&(vn(e,this.o),this.v=0),t&&T(e,e.length-4,this.c.d()),this.
ondata(e,t)},n.prototype.flush=function(r){_.prototype.flush.call(this,r)},n})();var lt=(function(){function n(r,t){Cr([Ur,Nn,function(){return[j,_,xn]}],this,ur.call(this,r,t),function(e){var i=new xn(
e.data);onmessage=j(i)},10,1)}return n})();function vt(n,r,t){return t||(t=r,r={}),typeof t!="function"&&c(7),Fr(n,r,[Ur,Nn,function(){return[zn]}],function(e){return sr(
zn(e.data[0],e.data[1]))},4,t)}function zn(n,r){r||(r={});var t=Kr();t.p(n);var e=hr(n,r,r.dictionary?6:2,4);return vn(e,
r),T(e,e.length-4,t.d()),e}var en=(function(){function n(r,t){K.call(this,r,t),this.v=r&&r.dictionary?2:1}return n.prototype.
push=function(r,t){if(K.prototype.e.call(this,r),this.v){if(this.p.length<6&&!t)return;this.p=this.p.subarray(cn(this.p,
this.v-1)),this.v=0}t&&(this.p.length<4&&c(6,"invalid zlib data"),this.p=this.p.subarray(0,-4)),K.prototype.c.call(this,
t)},n})();var it=(function(){function n(r,t){Cr([Sr,dn,function(){return[j,K,en]}],this,ur.call(this,r,t),function(e){var i=new en(
e.data);onmessage=j(i)},11,0)}return n})();function at(n,r,t){return t||(t=r,r={}),typeof t!="function"&&c(7),Fr(n,r,[Sr,dn,function(){return[an]}],function(e){return sr(
an(e.data[0],fn(e.data[1])))},5,t)}function an(n,r){return Er(n.subarray(cn(n,r&&r.dictionary),-4),{i:2},r&&r.out,r&&r.dictionary)}var An=(function(){function n(r,t){this.o=ur.call(this,r,t)||{},this.G=nn,this.I=K,this.Z=en}return n.prototype.i=function(){
var r=this;this.s.ondata=function(t,e){r.ondata(t,e)}},n.prototype.push=function(r,t){if(this.ondata||c(5),this.s)this.s.
push(r,t);else{if(this.p&&this.p.length){var e=new S(this.p.length+r.length);e.set(this.p),e.set(r,this.p.length)}else this.
p=r;this.p.length>2&&(this.s=this.p[0]==31&&this.p[1]==139&&this.p[2]==8?new this.G(this.o):(this.p[0]&15)!=8||this.p[0]>>
4>7||(this.p[0]<<8|this.p[1])%31?new this.I(this.o):new this.Z(this.o),this.i(),this.s.push(this.p,t),this.p=null)}},n})();var ct=(function(){function n(r,t){An.call(this,r,t),this.queuedSize=0,this.G=tt,this.I=Hn,this.Z=it}return n.prototype.
i=function(){var r=this;this.s.ondata=function(t,e,i){r.ondata(t,e,i)},this.s.ondrain=function(t){r.queuedSize-=t,r.ondrain&&
r.ondrain(t)}},n.prototype.push=function(r,t){this.queuedSize+=r.length,An.prototype.push.call(this,r,t)},n})();function pt(n,r,t){return t||(t=r,r={}),typeof t!="function"&&c(7),n[0]==31&&n[1]==139&&n[2]==8?et(n,r,t):(n[0]&15)!=8||
n[0]>>4>7||(n[0]<<8|n[1])%31?Ln(n,r,t):at(n,r,t)}function gt(n,r){return n[0]==31&&n[1]==139&&n[2]==8?tn(n,r):(n[0]&15)!=
8||n[0]>>4>7||(n[0]<<8|n[1])%31?Gr(n,r):an(n,r)}var pn=function(n,r,t,e){for(var i in n){var a=n[i],o=r+i,s=e;Array.isArray(
a)&&(s=qr(e,a[1]),a=a[0]),ArrayBuffer.isView(a)?t[o]=[a,s]:(t[o+="/"]=[new S(0),s],pn(a,o,t,e))}},Mn=typeof TextEncoder<
"u"&&new TextEncoder,on=typeof TextDecoder<"u"&&new TextDecoder,Wn=0;try{on.decode(tr,{stream:!0}),Wn=1}catch{}var Rn=function(n){
for(var r="",t=0;;){var e=n[t++],i=(e>127)+(e>223)+(e>239);if(t+i>n.length)return{s:r,r:$(n,t-1)};i?i==3?(e=((e&15)<<18|
(n[t++]&63)<<12|(n[t++]&63)<<6|n[t++]&63)-65536,r+=String.fromCharCode(55296|e>>10,56320|e&1023)):i&1?r+=String.fromCharCode(
(e&31)<<6|n[t++]&63):r+=String.fromCharCode((e&15)<<12|(n[t++]&63)<<6|n[t++]&63):r+=String.fromCharCode(e)}},yt=(function(){
function n(r){this.ondata=r,Wn?this.t=new TextDecoder:this.p=tr}return n.prototype.push=function(r,t){if(this.ondata||c(
5),t=!!t,this.t){this.ondata(this.t.decode(r,{stream:!0}),t),t&&(this.t.decode().length&&c(8),this.t=null);return}this.p||
c(4);var e=new S(this.p.length+r.length);e.set(this.p),e.set(r,this.p.length);var i=Rn(e),a=i.s,o=i.r;t?(o.length&&c(8),
this.p=null):this.p=o,this.ondata(a,t)},n})();var wt=(function(){function n(r){this.ondata=r}return n.prototype.push=function(r,t){this.ondata||c(5),this.d&&c(4),this.
ondata(fr(r),this.d=t||!1)},n})();function fr(n,r){if(r){for(var t=new S(n.length),e=0;e<n.length;++e)t[e]=n.charCodeAt(e);return t}if(Mn)return Mn.encode(
n);for(var i=n.length,a=new S(n.length+(n.length>>1)),o=0,s=function(h){a[o++]=h},e=0;e<i;++e){if(o+5>a.length){var l=new S(
o+8+(i-e<<1));l.set(a),a=l}var f=n.charCodeAt(e);f<128||r?s(f):f<2048?(s(192|f>>6),s(128|f&63)):f>55295&&f<57344?(f=65536+
(f&1047552)|n.charCodeAt(++e)&1023,s(240|f>>18),s(128|f>>12&63),s(128|f>>6&63),s(128|f&63)):(s(224|f>>12),s(128|f>>6&63),
s(128|f&63))}return $(a,0,o)}function Vn(n,r){if(r){for(var t="",e=0;e<n.length;e+=16384)t+=String.fromCharCode.apply(null,
n.subarray(e,e+16384));return t}else{if(on)return on.decode(n);var i=Rn(n),a=i.s,t=i.r;return t.length&&c(8),a}}var Yn=function(n){
return n==1?3:n<6?2:n==9?1:0},Jn=function(n,r){return r+30+V(n,r+26)+V(n,r+28)},Kn=function(n,r,t){var e=V(n,r+28),i=V(n,
r+30),a=Vn(n.subarray(r+46,r+46+e),!(V(n,r+8)&2048)),o=r+46+e,s=Qn(n,o,i,t,O(n,r+20),O(n,r+24),O(n,r+42)),l=s[0],f=s[1],
h=s[2];return[V(n,r+10),l,f,a,o+i+V(n,r+32),h]},Qn=function(n,r,t,e,i,a,o){var s=i==4294967295,l=a==4294967295,f=o==4294967295,
h=r+t,u=s+l+f;if(e&&u){for(;r+4<h;r+=4+V(n,r+2))if(V(n,r)==1)return[s?$r(n,r+4+8*l):i,l?$r(n,r+4):a,f?$r(n,r+4+8*(l+s)):
o,1];e<2&&c(13)}return[i,a,o,0]},or=function(n){var r=0;if(n)for(var t in n){var e=n[t].length;e>65535&&c(9),r+=e+4}return r},
mr=function(n,r,t,e,i,a,o,s){var l=e.length,f=t.extra,h=s&&s.length,u=or(f);T(n,r,o!=null?33639248:67324752),r+=4,o!=null&&
(n[r++]=20,n[r++]=t.os),n[r]=20,r+=2,n[r++]=t.flag<<1|(a<0&&8),n[r++]=i&&8,n[r++]=t.compression&255,n[r++]=t.compression>>
8;var v=new Date(t.mtime==null?Date.now():t.mtime),M=v.getFullYear()-1980;if((M<0||M>119)&&c(10),T(n,r,M<<25|v.getMonth()+
1<<21|v.getDate()<<16|v.getHours()<<11|v.getMinutes()<<5|v.getSeconds()>>1),r+=4,a!=-1&&(T(n,r,t.crc),T(n,r+4,a<0?-a-2:a),
T(n,r+8,t.size)),T(n,r+12,l),T(n,r+14,u),r+=16,o!=null&&(T(n,r,h),T(n,r+6,t.attrs),T(n,r+10,o),r+=14),n.set(e,r),r+=l,u)
for(var m in f){var A=f[m],p=A.length;T(n,r,+m),T(n,r+2,p),n.set(A,r+4),r+=4+p}return h&&(n.set(s,r),r+=h),r},gn=function(n,r,t,e,i){
T(n,r,101010256),T(n,r+8,t),T(n,r+10,t),T(n,r+12,e),T(n,r+16,i)},Vr=(function(){function n(r){this.filename=r,this.c=Mr(),
this.size=0,this.compression=0}return n.prototype.process=function(r,t){this.ondata(null,r,t)},n.prototype.push=function(r,t){
this.ondata||c(5),this.c.p(r),this.size+=r.length,t&&(this.crc=this.c.d()),this.process(r,t||!1)},n})();var mt=(function(){function n(r,t){var e=this;t||(t={}),Vr.call(this,r),this.d=new _(t,function(i,a){e.ondata(null,i,a)}),
this.compression=8,this.flag=Yn(t.level)}return n.prototype.process=function(r,t){try{this.d.push(r,t)}catch(e){this.ondata(
e,null,t)}},n.prototype.push=function(r,t){Vr.prototype.push.call(this,r,t)},n})();var xt=(function(){function n(r,t){var e=this;t||(t={}),Vr.call(this,r),this.d=new rt(t,function(i,a,o){e.ondata(i,a,o)}),
this.compression=8,this.flag=Yn(t.level),this.terminate=this.d.terminate}return n.prototype.process=function(r,t){this.d.
push(r,t)},n.prototype.push=function(r,t){Vr.prototype.push.call(this,r,t)},n})();var zt=(function(){function n(r){this.ondata=r,this.u=[],this.d=1}return n.prototype.add=function(r){var t=this;if(this.
ondata||c(5),this.d&2)this.ondata(c(4+(this.d&1)*8,0,1),null,!1);else{var e=fr(r.filename),i=e.length,a=r.comment,o=a&&fr(
a),s=i!=r.filename.length||o&&a.length!=o.length,l=i+or(r.extra)+30;i>65535&&this.ondata(c(11,0,1),null,!1);var f=new S(
l);mr(f,0,r,e,s,-1);var h=[f],u=function(){for(var p=0,x=h;p<x.length;p++){var U=x[p];t.ondata(null,U,!1)}h=[]},v=this.d;
this.d=0;var M=this.u.length,m=qr(r,{f:e,u:s,o,t:function(){r.terminate&&r.terminate()},r:function(){if(u(),v){var p=t.u[M+
1];p?p.r():t.d=1}v=1}}),A=0;r.ondata=function(p,x,U){if(p)t.ondata(p,x,U),t.terminate();else if(A+=x.length,h.push(x),U){
var z=new S(16);T(z,0,134695760),T(z,4,r.crc),T(z,8,A),T(z,12,r.size),h.push(z),m.c=A,m.b=l+A+16,m.crc=r.crc,m.size=r.size,
v&&m.r(),v=1}else v&&u()},this.u.push(m)}},n.prototype.end=function(){var r=this;if(this.d&2){this.ondata(c(4+(this.d&1)*
8,0,1),null,!0);return}this.d?this.e():this.u.push({r:function(){r.d&1&&(r.u.splice(-1,1),r.e())},t:function(){}}),this.
d=3},n.prototype.e=function(){for(var r=0,t=0,e=0,i=0,a=this.u;i<a.length;i++){var o=a[i];e+=46+o.f.length+or(o.extra)+(o.
o?o.o.length:0)}for(var s=new S(e+22),l=0,f=this.u;l<f.length;l++){var o=f[l];mr(s,r,o,o.f,o.u,-o.c-2,t,o.o),r+=46+o.f.length+
or(o.extra)+(o.o?o.o.length:0),t+=o.b}gn(s,r,this.u.length,e,t),this.ondata(null,s,!0),this.d=2},n.prototype.terminate=function(){
for(var r=0,t=this.u;r<t.length;r++){var e=t[r];e.t()}this.d=2},n})();function At(n,r,t){t||(t=r,r={}),typeof t!="function"&&c(7);var e={};pn(n,"",e,r);var i=Object.keys(e),a=i.length,o=0,s=0,
l=a,f=new Array(a),h=[],u=function(){for(var p=0;p<h.length;++p)h[p]()},v=function(p,x){Yr(function(){t(p,x)})};Yr(function(){
v=t});var M=function(){var p=new S(s+22),x=o,U=s-o;s=0;for(var z=0;z<l;++z){var y=f[z];try{var B=y.c.length;mr(p,s,y,y.f,
y.u,B);var E=30+y.f.length+or(y.extra),F=s+E;p.set(y.c,F),mr(p,o,y,y.f,y.u,B,s,y.m),o+=16+E+(y.m?y.m.length:0),s=F+B}catch(w){
return v(w,null)}}gn(p,o,f.length,U,x),v(null,p)};a||M();for(var m=function(p){var x=i[p],U=e[x],z=U[0],y=U[1],B=Mr(),E=z.
length;B.p(z);var F=fr(x),w=F.length,g=y.comment,q=g&&fr(g),D=q&&q.length,G=or(y.extra),H=y.level==0?0:8,P=function(d,Z){
if(d)u(),v(d,null);else{var C=Z.length;f[p]=qr(y,{size:E,crc:B.d(),c:Z,f:F,m:q,u:w!=x.length||q&&g.length!=D,compression:H}),
o+=30+w+G+C,s+=76+2*(w+G)+(D||0)+C,--a||M()}};if(w>65535&&P(c(11,0,1),null),!H)P(null,z);else if(E<16e4)try{P(null,Qr(z,
y))}catch(d){P(d,null)}else h.push(nt(z,y,P))},A=0;A<l;++A)m(A);return u}function Mt(n,r){r||(r={});var t={},e=[];pn(n,"",
t,r);var i=0,a=0;for(var o in t){var s=t[o],l=s[0],f=s[1],h=f.level==0?0:8,u=fr(o),v=u.length,M=f.comment,m=M&&fr(M),A=m&&
m.length,p=or(f.extra);v>65535&&c(11);var x=h?Qr(l,f):l,U=x.length,z=Mr();z.p(l),e.push(qr(f,{size:l.length,crc:z.d(),c:x,
f:u,m,u:v!=o.length||m&&M.length!=A,o:i,compression:h})),i+=30+v+p+U,a+=76+2*(v+p)+(A||0)+U}for(var y=new S(a+22),B=i,E=a-
i,F=0;F<e.length;++F){var u=e[F];mr(y,u.o,u,u.f,u.u,u.c.length);var w=30+u.f.length+or(u.extra);y.set(u.c,u.o+w),mr(y,i,
u,u.f,u.u,u.c.length,u.o,u.m),i+=16+w+(u.m?u.m.length:0)}return gn(y,i,e.length,E,B),y}var ot=(function(){function n(){}
return n.prototype.push=function(r,t){this.ondata(null,r,t)},n.compression=0,n})();var St=(function(){function n(){var r=this;this.i=new K(function(t,e){r.ondata(null,t,e)})}return n.prototype.push=function(r,t){
try{this.i.push(r,t)}catch(e){this.ondata(e,null,t)}},n.compression=8,n})();var Ut=(function(){function n(r,t){var e=this;t<32e4?this.i=new K(function(i,a){e.ondata(null,i,a)}):(this.i=new Hn(function(i,a,o){
e.ondata(i,a,o)}),this.terminate=this.i.terminate)}return n.prototype.push=function(r,t){this.i.terminate&&(r=$(r,0)),this.
i.push(r,t)},n.compression=8,n})();var Ft=(function(){function n(r){this.onfile=r,this.k=[],this.o={0:ot},this.p=tr}return n.prototype.push=function(r,t){var e=this;
if(this.onfile||c(5),this.p||c(4),this.c>0){var i=Math.min(this.c,r.length),a=r.subarray(0,i);if(this.c-=i,this.d?this.d.
push(a,!this.c):this.k[0].push(a),r=r.subarray(i),r.length)return this.push(r,t)}else{var o=0,s=0,l=void 0,f=void 0;this.
p.length?r.length?(f=new S(this.p.length+r.length),f.set(this.p),f.set(r,this.p.length)):f=this.p:f=r;for(var h=f.length,
u=this.c,v=u&&this.d,M=function(){var x=O(f,s);if(x==67324752){o=1,l=s,m.d=null,m.c=0;var U=V(f,s+6),z=V(f,s+8),y=U&2048,
B=U&8,E=V(f,s+26),F=V(f,s+28);if(h>s+30+E+F){var w=[];m.k.unshift(w),o=2;var g=O(f,s+18),q=O(f,s+22),D=Vn(f.subarray(s+30,
s+=30+E),!y),G=Qn(f,s,F,2,g,q,0),H=G[0],P=G[1],d=G[3];B&&(H=-1-d),s+=F,m.c=H;var Z,C={name:D,compression:z,start:function(){
if(C.ondata||c(5),!H)C.ondata(null,tr,!0);else{var L=e.o[z];L||C.ondata(c(14,"unknown compression type "+z,1),null,!1),Z=
H<0?new L(D):new L(D,H,P),Z.ondata=function(b,W,R){C.ondata(b,W,R)};for(var k=0,ar=w;k<ar.length;k++){var J=ar[k];Z.push(
J,!1)}e.k[0]==w&&e.c?e.d=Z:Z.push(tr,!0)}},terminate:function(){Z&&Z.terminate&&Z.terminate()}};H>=0&&(C.size=H,C.originalSize=
P),m.onfile(C)}return"break"}else if(u){if(x==134695760)return l=s+=12+(u==-2&&8),o=3,m.c=0,"break";if(x==33639248)return l=
s-=4,o=3,m.c=0,"break"}},m=this;s<h-4;++s){var A=M();if(A==="break")break}if(this.p=tr,u<0){var p=o?f.subarray(0,l-12-(u==
-2&&8)-(O(f,l-16)==134695760&&4)):f.subarray(0,s);v?v.push(p,!!o):this.k[+(o==2)].push(p)}if(o&2)return this.push(f.subarray(
s),t);this.p=f.subarray(s)}t&&(this.c&&c(13),this.p=null)},n.prototype.register=function(r){this.o[r.compression]=r},n})();var Yr=typeof queueMicrotask=="function"?queueMicrotask:typeof setTimeout=="function"?setTimeout:function(n){n()};function Ct(n,r,t){
t||(t=r,r={}),typeof t!="function"&&c(7);var e=[],i=function(){for(var p=0;p<e.length;++p)e[p]()},a={},o=function(p,x){Yr(
function(){t(p,x)})};Yr(function(){o=t});for(var s=n.length-22;O(n,s)!=101010256;--s)if(!s||n.length-s>65558)return o(c(
13,0,1),null),i;var l=V(n,s+8);if(l){var f=l,h=O(n,s+16),u=O(n,s-20)==117853008;if(u){var v=O(n,s-12);u=O(n,v)==101075792,
u&&(f=l=O(n,v+32),h=O(n,v+48))}for(var M=r&&r.filter,m=function(p){var x=Kn(n,h,u),U=x[0],z=x[1],y=x[2],B=x[3],E=x[4],F=x[5],
w=Jn(n,F);h=E;var g=function(D,G){D?(i(),o(D,null)):(G&&(a[B]=G),--l||o(null,a))};if(!M||M({name:B,size:z,originalSize:y,
compression:U}))if(!U)g(null,$(n,w,w+z));else if(U==8){var q=n.subarray(w,w+z);if(y<524288||z>.8*y)try{g(null,Gr(q,{out:new S(
y)}))}catch(D){g(D,null)}else e.push(Ln(q,{size:y},g))}else g(c(14,"unknown compression type "+U,1),null);else g(null,null)},
A=0;A<f;++A)m(A)}else o(null,{});return i}function Dt(n,r){for(var t={},e=n.length-22;O(n,e)!=101010256;--e)(!e||n.length-
e>65558)&&c(13);var i=V(n,e+8);if(!i)return{};var a=O(n,e+16),o=O(n,e-20)==117853008;if(o){var s=O(n,e-12);o=O(n,s)==101075792,
o&&(i=O(n,s+32),a=O(n,s+48))}for(var l=r&&r.filter,f=0;f<i;++f){var h=Kn(n,a,o),u=h[0],v=h[1],M=h[2],m=h[3],A=h[4],p=h[5],
x=Jn(n,p);a=A,(!l||l({name:m,size:v,originalSize:M,compression:u}))&&(u?u==8?t[m]=Gr(n.subarray(x,x+v),{out:new S(M)}):c(
14,"unknown compression type "+u):t[m]=$(n,x,x+v))}return t}export{ht as AsyncCompress,ct as AsyncDecompress,rt as AsyncDeflate,tt as AsyncGunzip,ht as AsyncGzip,Hn as AsyncInflate,
Ut as AsyncUnzipInflate,it as AsyncUnzlib,xt as AsyncZipDeflate,lt as AsyncZlib,wn as Compress,yt as DecodeUTF8,An as Decompress,
_ as Deflate,wt as EncodeUTF8,ft as FlateErrorCode,nn as Gunzip,wn as Gzip,K as Inflate,Ft as Unzip,St as UnzipInflate,ot as UnzipPassThrough,
en as Unzlib,zt as Zip,mt as ZipDeflate,Vr as ZipPassThrough,xn as Zlib,ut as compress,mn as compressSync,pt as decompress,
gt as decompressSync,nt as deflate,Qr as deflateSync,et as gunzip,tn as gunzipSync,ut as gzip,mn as gzipSync,Ln as inflate,
Gr as inflateSync,Vn as strFromU8,fr as strToU8,Ct as unzip,Dt as unzipSync,at as unzlib,an as unzlibSync,At as zip,Mt as zipSync,
vt as zlib,zn as zlibSync};
