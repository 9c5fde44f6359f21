#!/usr/bin/env node
import e from"node:module";import{homedir as r}from"node:os";import{join as o}from"node:path";if(process.env.NODE_COMPILE_CACHE)
e.enableCompileCache?.();else{let c=process.env.XDG_CACHE_HOME||o(r(),".cache");e.enableCompileCache?.(o(c,"baton","comp\
ile-cache"))}var{run:s}=await import("./chunks/main-VQHK5PXK.js");process.exitCode=await s({argv:process.argv.slice(2)});
process.on("SIGINT",()=>process.exit());
