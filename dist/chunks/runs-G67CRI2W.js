import{a,b}from"./chunk-6I72RNJU.js";import"./chunk-5AGNDEG4.js";import"./chunk-RX4F2LVN.js";import"./chunk-6L5CJX6X.js";
import"./chunk-4CQAX5GV.js";import"./chunk-VWM5UDUK.js";import"./chunk-SP2JV3ZD.js";import"./chunk-FFMDQTTX.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-B4RMSF6H.js";import"./chunk-HDT3FCLQ.js";import"./chunk-YN25PATV.js";
import"./chunk-FCWOFCWY.js";import"./chunk-JYVLKM6Q.js";import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";
import"./chunk-5A7QKWCT.js";import"./chunk-6TGY3HYZ.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
