import type { BrowserContext } from "playwright-core";

/**
 * Runs in the browser as Google's `https://apis.google.com/js/api.js`, which the tests cannot reach.
 * Both the Firebase SDK (in the app's page) and the Auth emulator's helper iframe (in the frame the
 * SDK opens) only use `gapi.load("gapi.iframes")` and a few `gapi.iframes` calls to talk to each other:
 * the SDK opens the iframe, pings it, listens for `authEvent` and asks `webStorageSupport`; the
 * iframe takes its parent with `getParentIframe()`, answers `webStorageSupport` and sends the
 * `authEvent` the emulator's sign-in page left for it. Here that is a small RPC over `postMessage`.
 * It is serialized with `toString()`, so it must not use anything from the module around it.
 */
function gapiStandIn(): void {
  interface Envelope {
    gapiStandIn: true;
    kind: "ready" | "call" | "reply";
    id?: number;
    type?: string;
    data?: unknown;
    responses?: unknown[];
  }
  type Handler = (data: unknown) => unknown;
  type ReplyCallback = (responses: unknown[]) => void;

  /** One end of the conversation between a page and an iframe it opened. */
  interface Channel {
    register(type: string, handler: Handler): void;
    send(type: string, data: unknown, callback?: ReplyCallback): Promise<unknown[]>;
    ping(callback?: ReplyCallback): Promise<unknown[]>;
    restyle(style: unknown, callback?: () => void): Promise<unknown[]>;
    connect(): void;
    receive(message: Envelope, source: Window): void;
  }

  const PING = "__ping";
  const channels = new Map<MessageEventSource, Channel>();
  let nextId = 0;

  function post(target: Window, message: Omit<Envelope, "gapiStandIn">): void {
    // The two ends are on different origins (app and emulator) by design.
    target.postMessage({ gapiStandIn: true, ...message }, "*");
  }

  function createChannel(target: Window): Channel {
    const handlers = new Map<string, Handler>([[PING, () => ({ status: "ACK" })]]);
    // Calls can arrive before their handler is registered (the iframe sends its authEvent as soon as
    // it loads, the SDK registers for it only after its ping was answered): keep them until then.
    const waiting = new Map<string, Envelope[]>();
    const pendingReplies = new Map<number, (responses: unknown[]) => void>();
    let connect!: () => void;
    // Until the other end's script runs, nothing it is sent would be heard.
    const connected = new Promise<void>((resolve) => {
      connect = resolve;
    });

    function answer(call: Envelope, handler: Handler, source: Window): void {
      void Promise.resolve(handler(call.data)).then((value) =>
        post(source, { kind: "reply", id: call.id, responses: [value] }),
      );
    }

    const channel: Channel = {
      register(type, handler) {
        handlers.set(type, handler);
        for (const call of waiting.get(type) ?? []) answer(call, handler, target);
        waiting.delete(type);
      },
      send(type, data, callback) {
        const id = nextId++;
        return new Promise((resolve) => {
          pendingReplies.set(id, (responses) => {
            resolve(responses);
            callback?.(responses);
          });
          void connected.then(() => post(target, { kind: "call", id, type, data }));
        });
      },
      ping(callback) {
        return channel.send(PING, null, callback);
      },
      restyle(_style, callback) {
        // Only a hidden helper iframe is ever opened: there is nothing to restyle.
        callback?.();
        return Promise.resolve([]);
      },
      connect: () => connect(),
      receive(message, source) {
        if (message.kind === "ready") {
          connect();
        } else if (message.kind === "reply" && message.id !== undefined) {
          pendingReplies.get(message.id)?.(message.responses ?? []);
          pendingReplies.delete(message.id);
        } else if (message.kind === "call" && message.type !== undefined) {
          const handler = handlers.get(message.type);
          if (handler) answer(message, handler, source);
          else waiting.set(message.type, [...(waiting.get(message.type) ?? []), message]);
        }
      },
    };
    return channel;
  }

  window.addEventListener("message", (event: MessageEvent<Partial<Envelope> | null>) => {
    if (event.data?.gapiStandIn !== true || !event.source) return;
    channels.get(event.source)?.receive(event.data as Envelope, event.source as Window);
  });

  // Inside an iframe opened through this stand-in: the parent is listening already.
  let parentChannel: Channel | null = null;
  if (window.parent !== window) {
    parentChannel = createChannel(window.parent);
    parentChannel.connect();
    channels.set(window.parent, parentChannel);
    post(window.parent, { kind: "ready" });
  }

  interface OpenOptions {
    where: HTMLElement;
    url: string;
    attributes?: Record<string, unknown>;
  }

  const context = {
    open(options: OpenOptions, onOpen?: (iframe: Channel) => unknown): Promise<Channel> {
      const element = document.createElement("iframe");
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === "style") Object.assign(element.style, value);
        else element.setAttribute(name, String(value));
      }
      element.src = options.url;
      options.where.appendChild(element);
      const contentWindow = element.contentWindow;
      if (!contentWindow) return Promise.reject(new Error("gapi stand-in: the iframe has no window"));
      const channel = createChannel(contentWindow);
      channels.set(contentWindow, channel);
      // The SDK's onOpen pings the frame and resolves with it once it answers.
      return Promise.resolve(onOpen?.(channel)).then(() => channel);
    },
    getParentIframe(): Channel | null {
      return parentChannel;
    },
  };

  type LoadOptions = { callback?: () => void } | (() => void);
  const globals = window as unknown as Record<string, unknown>;
  globals.gapi = {
    load(_features: string, options: LoadOptions) {
      const callback = typeof options === "function" ? options : options.callback;
      if (callback) void Promise.resolve().then(callback);
    },
    iframes: {
      getContext: () => context,
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    },
  };

  // The SDK names its callback in `?onload=`; the emulator's iframe defines `gapi_onload`.
  const script = document.currentScript as HTMLScriptElement | null;
  const onloadName = (script && new URL(script.src).searchParams.get("onload")) ?? "gapi_onload";
  const onload = globals[onloadName];
  if (typeof onload === "function") (onload as () => void)();
}

const isGapiScript = (url: URL) => url.origin === "https://apis.google.com" && url.pathname === "/js/api.js";
/** The emulator's sign-in page styles itself from these; it works unstyled. */
const UNREACHABLE_HOSTS = new Set(["unpkg.com", "fonts.googleapis.com", "fonts.gstatic.com"]);

/**
 * Makes Google and Facebook sign-in through the Auth emulator work without internet: answers the
 * gapi script with the stand-in above and fails the emulator page's CDN requests at once instead of
 * letting them time out.
 */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  const body = `(${gapiStandIn.toString()})();`;
  await context.route(isGapiScript, (route) => route.fulfill({ contentType: "text/javascript", body }));
  await context.route(
    (url) => UNREACHABLE_HOSTS.has(url.hostname),
    (route) => route.abort("internetdisconnected"),
  );
}
