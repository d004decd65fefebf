import { vi } from 'vitest';

/**
 * jsdom has no EventSource: this one records what the app opens, and `emit` delivers a
 * server-sent event to its listeners as the browser would.
 */
export class StubEventSource {
  static instances: StubEventSource[] = [];
  readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    StubEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown, lastEventId = '') {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** Puts the stub in place of EventSource for one test; answers the stub class to reach its instances. */
export function stubEventSource() {
  StubEventSource.instances = [];
  vi.stubGlobal('EventSource', StubEventSource);
  return StubEventSource;
}
