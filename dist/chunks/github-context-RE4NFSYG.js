import{d as a,e as b,f as c,g as d,h as e,i as f,j as g,k as h,l as i,m as j,n as k,o as l,p as m,q as n,r as o}from"./chunk-T7W5VX65.js";
import"./chunk-LS2NIP65.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-C33NMHQG.js";
import"./chunk-3NR5HZ6E.js";export{c as BRANCH_NAME,b as COMMIT_SHA,g as DEFAULT_LABEL,a as REPOSITORY_FULL_NAME,d as UNKNOWN_FACTS,o as checkEventDepth,
e as chooseEvent,h as defaultEventPayload,f as defaultPushRef,j as eventActor,m as eventRef,i as eventRepository,k as eventSha,
l as githubContext,n as parseEventPayload};
