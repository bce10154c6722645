// jsdom test environment with the browser's fetch API (fetch, Request, Response, Headers) and the stream and
// messaging globals Mock Service Worker needs (BroadcastChannel, TransformStream, ...), which jest's jsdom
// environment leaves out. Relative URLs ('/api/...') resolve against the jsdom page URL, as in a browser,
// instead of throwing as Node's Request does. Jest compiles it with the project's transform (SWC), as it does the
// tests.
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    // jsdom asks for packages' "browser" builds; msw/node (and others) only work with their Node builds.
    this.customExportConditions = [''];
  }

  override async setup(): Promise<void> {
    await super.setup();
    // jest's jsdom environment raises the page's stack trace limit to 100 frames. React's development build captures
    // a stack for every element it creates (its owner stacks), so that cost every render a 100-frame capture: mf-admin's
    // tests took 39.3 s with it and 36.4 s with 10, the limit of V8 and of the browser (issue 37, docs/performance.md).
    this.global.Error.stackTraceLimit = 10;
    const page = this.global;
    const NodeRequest = globalThis.Request;
    class Request extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    }
    page.Request = Request;
    page.Response = globalThis.Response;
    page.Headers = globalThis.Headers;
    page.fetch = (input, init) => globalThis.fetch(input instanceof NodeRequest ? input : new Request(input, init));
    page.TextEncoder ??= globalThis.TextEncoder;
    page.TextDecoder ??= globalThis.TextDecoder;
    page.structuredClone ??= globalThis.structuredClone;
    page.ReadableStream ??= globalThis.ReadableStream;
    page.AbortController = globalThis.AbortController;
    page.AbortSignal = globalThis.AbortSignal;
    page.BroadcastChannel ??= globalThis.BroadcastChannel;
    page.TransformStream ??= globalThis.TransformStream;
    page.WritableStream ??= globalThis.WritableStream;
    page.TextDecoderStream ??= globalThis.TextDecoderStream;
    page.TextEncoderStream ??= globalThis.TextEncoderStream;
  }
}
