#!/usr/bin/env node
import{b as o}from"./chunks/chunk-G5LJGAUR.js";import"./chunks/chunk-3NR5HZ6E.js";import r from"node:module";import{homedir as i}from"node:os";import{join as s}from"node:path";if(process.env.NODE_COMPILE_CACHE)r.enableCompileCache?.();else{let e=process.env.XDG_CACHE_HOME||s(i(),".cache");r.enableCompileCache?.(
s(e,"baton","compile-cache"))}var{run:t}=await import("./chunks/main-AMIRZLTC.js");process.exitCode=await t({argv:process.
argv.slice(2)});if(o()){for(let e of[process.stdout,process.stderr])await new Promise(c=>e.write("",c));process.exit()}process.
on("SIGINT",()=>process.exit());
