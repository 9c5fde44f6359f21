import{a}from"./chunk-KPJVIX65.js";import"./chunk-TTL53LJI.js";import"./chunk-2XNDWZYB.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-X3WXZ7VZ.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};
