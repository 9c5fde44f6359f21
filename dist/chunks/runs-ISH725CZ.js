import{a,b}from"./chunk-O7OUV4JW.js";import"./chunk-OMTAEHEA.js";import"./chunk-QNKLWIUS.js";import"./chunk-GUIH7Y34.js";
import"./chunk-IK5PNRAG.js";import"./chunk-VSZXRQ66.js";import"./chunk-MDOLI74R.js";import"./chunk-Q37CO5HW.js";
import"./chunk-LJBDLYMN.js";import"./chunk-HKB7A5JV.js";import"./chunk-BB4D6GM5.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-VXVSUTZ3.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
