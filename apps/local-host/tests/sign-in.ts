/** An access token from the embedded host's password sign-in, as /admin's auth client gets one. */
export async function accessTokenOf(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200)
    throw new Error(`sign-in as ${credentials.email} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
