var o=class extends Error{constructor(e=[]){let t="No files were found to upload";e.length>0&&(t+=`: ${e.join(", ")}`),super(
t),this.files=e,this.name="FilesNotFoundError"}},a=class extends Error{constructor(e){super(e),this.name="InvalidRespons\
eError"}},i=class extends Error{constructor(e="Artifact not found"){super(e),this.name="ArtifactNotFoundError"}},u=class extends Error{constructor(e="\
@actions/artifact v2.0.0+, upload-artifact@v4+ and download-artifact@v4+ are not currently supported on GHES."){super(e),
this.name="GHESNotSupportedError"}},r=class extends Error{constructor(e){let t=`Unable to make request: ${e}
If you are using self-hosted runners, please make sure your runner has access to all GitHub endpoints: https://docs.gith\
ub.com/en/actions/hosting-your-own-runners/managing-self-hosted-runners/about-self-hosted-runners#communication-between-\
self-hosted-runners-and-github`;super(t),this.code=e,this.name="NetworkError"}};r.isNetworkErrorCode=s=>s?["ECONNRESET",
"ENOTFOUND","ETIMEDOUT","ECONNREFUSED","EHOSTUNREACH"].includes(s):!1;var n=class extends Error{constructor(){super(`Art\
ifact storage quota has been hit. Unable to upload any new artifacts.
More info on storage limits: https://docs.github.com/en/billing/managing-billing-for-github-actions/about-billing-for-gi\
thub-actions#calculating-minute-and-storage-spending`),this.name="UsageError"}};n.isUsageErrorMessage=s=>s?s.includes("i\
nsufficient usage"):!1;export{o as a,a as b,i as c,u as d,r as e,n as f};
