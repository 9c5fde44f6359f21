import{a,b}from"./chunk-6DLLJQTY.js";import"./chunk-PJ35LG3D.js";import"./chunk-72NB2XRD.js";import"./chunk-GCEQMO7M.js";
import"./chunk-WC5QW32M.js";import"./chunk-7DEWN5NE.js";import"./chunk-TOAMRFTA.js";import"./chunk-566MDIKS.js";
import"./chunk-BUC22CHU.js";import"./chunk-HKB7A5JV.js";import"./chunk-FJ4F774Y.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-2AJJBFMB.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
