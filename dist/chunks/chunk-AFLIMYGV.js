var r="--job-log";function s(o,t,n){return`${o} show ${t} ${n} ${r}`}export{r as a,s as b};
