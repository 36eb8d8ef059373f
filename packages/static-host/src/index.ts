export { createFileHeaders, type BuildFile } from './file-headers.ts';
export { inlineScriptHashes } from './inline-scripts.ts';
export {
  CACHE_CONTROL,
  contentSecurityPolicy,
  IMMUTABLE_ASSETS_PREFIX,
  isSpaRoute,
  NOT_FOUND_PAGE,
  PRODUCTION_ONLY_HEADERS,
  SECURITY_HEADERS,
  SPA_FALLBACK_PAGE,
  SPA_ROUTES,
  type CspOptions,
} from './site-headers.ts';
export {
  collectInlineScriptHashes,
  renderHeadersFile,
  renderRedirectsFile,
  type HeadersFileOptions,
} from './static-host-config.ts';
