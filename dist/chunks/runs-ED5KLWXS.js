import{a,b}from"./chunk-3VNESB2P.js";import"./chunk-NLZ2XLZB.js";import"./chunk-W5BQXWE5.js";import"./chunk-B6ELWUVQ.js";
import"./chunk-3I6UX6Y4.js";import"./chunk-45Z74DRP.js";import"./chunk-YT2ZCQWU.js";import"./chunk-6IZZJR7K.js";
import"./chunk-OQJRDI6T.js";import"./chunk-XKKS5J6K.js";import"./chunk-ZUIKJKF4.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-56XQEZWE.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";import"./chunk-X3WXZ7VZ.js";
import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
