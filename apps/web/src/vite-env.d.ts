/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
declare const __APP_RELEASE_DATE__: string;
