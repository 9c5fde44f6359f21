import{a,b}from"./chunk-AL7HGP4M.js";import"./chunk-EFBLKXQP.js";import"./chunk-7JYDBMUG.js";import"./chunk-YYZ5KWUI.js";
import"./chunk-KKHMREJV.js";import"./chunk-IQNVHVL5.js";import"./chunk-WQOLYL6Y.js";import"./chunk-EZR23E7B.js";
import"./chunk-6RREDHNG.js";import"./chunk-BUDROWRH.js";import"./chunk-RBL3FFHZ.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-SIVHNBVM.js";import"./chunk-FCWOFCWY.js";import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";
import"./chunk-WXLRAERB.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
