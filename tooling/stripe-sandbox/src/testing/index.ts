export { startWebhookReceiver } from "./webhook-receiver";
export type { WebhookDelivery, WebhookReceiver } from "./webhook-receiver";
export { pressButton } from "./hosted-pages";
