#!/usr/bin/env node
import{b as t}from"./chunks/chunk-G5LJGAUR.js";import{a as m}from"./chunks/chunk-5A7QKWCT.js";import{d as a}from"./chunks/chunk-3NR5HZ6E.js";var s=a(m(),1);import i from"node:module";import{homedir as f}from"node:os";import{dirname as n,join as c}from"node:path";if(process.env.NODE_COMPILE_CACHE)i.enableCompileCache?.();else if(i.enableCompileCache&&!process.env.NODE_DISABLE_COMPILE_CACHE){
let r=c(process.env.XDG_CACHE_HOME||c(f(),".cache"),"baton","compile-cache");p(r)&&i.enableCompileCache(r)}function p(r){
let o=[];for(let e=r;!(0,s.existsSync)(e);e=n(e)){if(n(e)===e)return!1;o.unshift(e)}try{for(let e of o)(0,s.mkdirSync)(e);
return!0}catch{return!1}}var{run:l}=await import("./chunks/main-TUMGIFVO.js");process.exitCode=await l({argv:process.argv.
slice(2)});if(t()){for(let r of[process.stdout,process.stderr])await new Promise(o=>r.write("",o));process.exit()}process.
on("SIGINT",()=>process.exit());
