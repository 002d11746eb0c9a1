/**
 * Drives the sandbox's hosted pages as a browser would, without one: loads the page, finds the form whose
 * button has the label, and submits it. Resolves with where the sandbox redirects to.
 */
export async function pressButton(pageUrl: string, label: string): Promise<string> {
  const page = await fetch(pageUrl);
  const markup = await page.text();
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}: ${markup}`);
  const forms = [
    ...markup.matchAll(/<form method="post" action="([^"]+)">\s*<button[^>]*>([^<]+)<\/button>/g),
  ];
  const action = forms.find((form) => form[2]?.trim() === label)?.[1];
  if (!action) throw new Error(`No "${label}" button on ${pageUrl}`);
  const response = await fetch(new URL(action, pageUrl), { method: "POST", redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status !== 303 || !location) {
    throw new Error(`"${label}" answered ${response.status}: ${await response.text()}`);
  }
  return new URL(location, pageUrl).href;
}
