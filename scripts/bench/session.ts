/** Signs in as the seeded demo account (verified, 100 credits). No XSRF cookie: none is checked. */
export async function loginDemo(baseUrl: string): Promise<{ token: string }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  const body = (await res.json()) as { token: string };
  return { token: body.token };
}
