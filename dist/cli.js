#!/usr/bin/env node
import e from"node:module";import{homedir as r}from"node:os";import{join as o}from"node:path";if(process.env.NODE_COMPILE_CACHE)e.enableCompileCache?.();else{let c=process.env.XDG_CACHE_HOME||o(r(),".cache");e.enableCompileCache?.(o(c,"baton","compile-cache"))}var{run:i}=await import("./chunks/main-KETQ4PIN.js");process.exitCode=await i({argv:process.argv.slice(2)});
