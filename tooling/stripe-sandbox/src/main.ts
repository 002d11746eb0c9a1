/**
 * `npm start -w @bitelog/stripe-sandbox`: the Stripe sandbox on its own, configured like the server
 * (see env.ts). Ctrl-C stops it.
 */
import { bitelogPrices } from "./bitelog-prices";
import { readSandboxEnv } from "./env";
import { startStripeSandbox } from "./sandbox";

const env = readSandboxEnv();
const sandbox = await startStripeSandbox({
  host: env.host,
  port: env.port,
  webhookUrl: env.webhookUrl,
  webhookSecret: env.webhookSecret,
  secretKey: env.secretKey,
  publishableKey: env.publishableKey,
  prices: bitelogPrices(env.prices),
  log: (line) => console.error(line),
});

console.log(`Stripe sandbox on ${sandbox.url}
  STRIPE_API_BASE=${sandbox.url}
  STRIPE_SECRET_KEY=${sandbox.secretKey}
  STRIPE_PUBLISHABLE_KEY=${sandbox.publishableKey}
  STRIPE_WEBHOOK_SECRET=${env.webhookSecret}
  STRIPE_PRICE_MONTHLY=${env.prices.month}
  STRIPE_PRICE_YEARLY=${env.prices.year}
Webhooks go to ${env.webhookUrl}; move the clock with
  curl -X POST ${sandbox.url}/sandbox/advance -H 'Content-Type: application/json' -d '{"seconds": 2678400}'`);

const stop = () => void sandbox.close().then(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
