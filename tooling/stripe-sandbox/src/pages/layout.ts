import { html } from "hono/html";

/**
 * A plain page, labelled as the sandbox so nobody takes it for Stripe. No scripts: the buttons are forms, so
 * the pages work the same in a browser, in browser tests and for a test that just fetches them.
 */
export function layout(title: string, body: unknown) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Stripe sandbox</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            background: #f6f9fc;
            color: #1a1f36;
            margin: 0;
          }
          main {
            max-width: 28rem;
            margin: 3rem auto;
            background: #fff;
            padding: 2rem;
            border-radius: 0.5rem;
            box-shadow: 0 2px 8px rgb(0 0 0 / 0.08);
          }
          .sandbox {
            font-size: 0.8rem;
            color: #8a5a00;
            background: #fff4d6;
            padding: 0.25rem 0.5rem;
            border-radius: 0.25rem;
          }
          ul {
            list-style: none;
            padding: 0;
          }
          li {
            display: flex;
            justify-content: space-between;
            padding: 0.5rem 0;
            border-bottom: 1px solid #e3e8ee;
          }
          form {
            display: inline;
          }
          button {
            font: inherit;
            padding: 0.5rem 1rem;
            margin: 0.5rem 0.5rem 0 0;
            border-radius: 0.375rem;
            border: 1px solid #635bff;
            background: #635bff;
            color: #fff;
            cursor: pointer;
          }
          button.secondary {
            background: #fff;
            color: #635bff;
          }
          section {
            border-top: 1px solid #e3e8ee;
            padding-top: 1rem;
            margin-top: 1rem;
          }
        </style>
      </head>
      <body>
        <main>
          <p class="sandbox">Stripe sandbox: no real payment is made.</p>
          ${body}
        </main>
      </body>
    </html>`;
}

/** A button that POSTs to `action`: every change on the hosted pages goes through one. */
export function postButton(action: string, label: string, variant: "primary" | "secondary" = "primary") {
  return html`<form method="post" action="${action}">
    <button type="submit" class="${variant}">${label}</button>
  </form>`;
}
