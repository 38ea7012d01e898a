// The tabs of one browser talk over one BroadcastChannel per database (every tab has its own dedicated worker, named
// after the database it uses): the change feed and the device's user (issue 34). One channel keeps one sender's
// messages in order across both, e.g. a logout's purged copies before the device's release.
import { sessionContext } from '../http/session';
import { DEFAULT_DATABASE_NAME } from '../store/db';

type TabTopic = 'change' | 'deviceUser';

interface TabMessage {
  topic: TabTopic;
  message: unknown;
}

const receivers = new Map<TabTopic, (message: unknown) => void>();
let channel: { name: string; port: BroadcastChannel } | undefined;

/** The channel of this session's database (a session may switch databases: the old one is closed). */
function tabChannel(): BroadcastChannel {
  const name = `hwe-tabs:${sessionContext().databaseName ?? DEFAULT_DATABASE_NAME}`;
  if (channel?.name !== name) {
    channel?.port.close();
    const port = new BroadcastChannel(name);
    port.onmessage = (event: MessageEvent<TabMessage>) => receivers.get(event.data.topic)?.(event.data.message);
    channel = { name, port };
  }
  return channel.port;
}

export function tellOtherTabs<Message>(topic: TabTopic, message: Message): void {
  tabChannel().postMessage({ topic, message } satisfies TabMessage);
}

/** `receive` hears the other tabs' messages of `topic` (one receiver per topic); also (re)opens the session database's channel. */
export function hearOtherTabs<Message>(topic: TabTopic, receive: (message: Message) => void): void {
  receivers.set(topic, receive as (message: unknown) => void);
  tabChannel();
}
