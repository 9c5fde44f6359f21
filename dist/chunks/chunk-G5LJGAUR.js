var n=0;function t(o){n++;let e=()=>{n--};o.then(e,e)}function i(){return n>0}export{t as a,i as b};
