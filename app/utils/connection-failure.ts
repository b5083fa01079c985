// A request that got no answer from the site: fetch() rejected (offline, connection reset), or the
// body was not React Router's stream (a hotel Wi-Fi's login page answering instead of the site, an
// answer cut off). React Router 7.18 reports the latter with exactly this message (single fetch).
const NOT_ITS_STREAM = "Unable to decode turbo-stream response";

export function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.message === NOT_ITS_STREAM);
}
