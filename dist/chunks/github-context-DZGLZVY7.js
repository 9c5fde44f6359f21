import{d as a,e as b,f as c,g as d,h as e,i as f,j as g,k as h,l as i,m as j,n as k,o as l}from"./chunk-U5HZIWHA.js";
import"./chunk-LS2NIP65.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-VTCVQFHR.js";
import"./chunk-3NR5HZ6E.js";export{d as DEFAULT_LABEL,a as UNKNOWN_FACTS,l as checkEventDepth,b as chooseEvent,e as defaultEventPayload,c as defaultPushRef,
g as eventActor,j as eventRef,f as eventRepository,h as eventSha,i as githubContext,k as parseEventPayload};
