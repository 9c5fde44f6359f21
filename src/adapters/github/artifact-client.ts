import type {
  ArtifactClient,
  DownloadArtifactOptions,
  DownloadArtifactResponse,
  FindOptions,
  ListArtifactsResponse,
  UploadArtifactOptions,
  UploadArtifactResponse,
} from '@actions/artifact';

/** The operations of `@actions/artifact`'s client the GitHub record store calls. */
export type ArtifactOperations = Pick<
  ArtifactClient,
  'uploadArtifact' | 'listArtifacts' | 'downloadArtifact'
>;

/**
 * `@actions/artifact`'s own client code, loaded one operation at a time (DESIGN §9: a step loads only what
 * it needs, and never hand-writes the artifact protocol to save load time).
 *
 * `import('@actions/artifact')` loads everything at once — the blob upload and zip writer, the zip reader,
 * octokit for cross-run reads — which is most of a cold step. A `prepare` step only lists and downloads, a
 * `capture` step only uploads, so each operation of this run imports the package's own module for it:
 * the same functions `DefaultArtifactClient` calls after its GHES check, which is made here too.
 * Cross-run reads (`findBy`) go through the whole client, as before.
 *
 * The modules are the package's internals (`lib/internal/…`, mapped by `paths` in tsconfig.json, which
 * esbuild and tsx follow, and by an alias in vitest.config.ts). The bundle in dist/ freezes them with the
 * version the tests ran against; the tests drive them against the local results server, so an upgrade
 * that moves them fails there rather than on GitHub.
 */
export function artifactOperations(): ArtifactOperations {
  let whole: Promise<ArtifactClient> | undefined;
  const client = () => {
    whole ??= import('@actions/artifact').then(({ DefaultArtifactClient }) => new DefaultArtifactClient());
    return whole;
  };
  return {
    async uploadArtifact(
      name: string,
      files: string[],
      rootDirectory: string,
      options?: UploadArtifactOptions,
    ): Promise<UploadArtifactResponse> {
      await refuseGhes();
      const { uploadArtifact } = await import('@actions/artifact/internal/upload/upload-artifact.js');
      return uploadArtifact(name, files, rootDirectory, options);
    },
    async listArtifacts(options?: { latest?: boolean } & FindOptions): Promise<ListArtifactsResponse> {
      if (options?.findBy) return (await client()).listArtifacts(options);
      await refuseGhes();
      const { listArtifactsInternal } = await import('@actions/artifact/internal/find/list-artifacts.js');
      return listArtifactsInternal(options?.latest);
    },
    async downloadArtifact(
      artifactId: number,
      options?: DownloadArtifactOptions & FindOptions,
    ): Promise<DownloadArtifactResponse> {
      if (options?.findBy) return (await client()).downloadArtifact(artifactId, options);
      await refuseGhes();
      const { downloadArtifactInternal } = await import(
        '@actions/artifact/internal/download/download-artifact.js'
      );
      return downloadArtifactInternal(artifactId, options);
    },
  };
}

/** What `DefaultArtifactClient` checks first: GitHub Enterprise Server has no artifact service for v4. */
async function refuseGhes(): Promise<void> {
  const [{ isGhes }, { GHESNotSupportedError }] = await Promise.all([
    import('@actions/artifact/internal/shared/config.js'),
    import('@actions/artifact/internal/shared/errors.js'),
  ]);
  if (isGhes()) throw new GHESNotSupportedError();
}
