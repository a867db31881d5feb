/**
 * The content every peer page shows (scripts/bench-peers.mjs): ten items of the kind the feed shows (author,
 * avatar, text, a picture on every third, reactions), and the answers each peer's service gives for them, in the
 * shapes the services document. Pictures and avatars are SVGs the benchmark's server draws (/pictures/...).
 */
const people = [
  { id: 'amira', name: 'Amira Haddad' },
  { id: 'jonas', name: 'Jonas Berg' },
  { id: 'priya', name: 'Priya Nair' },
  { id: 'tomas', name: 'Tomás Ruiz' },
  { id: 'lena', name: 'Lena Okafor' },
];
const texts = [
  'Our year 9 class built a weather station this week. The students logged the data every morning and graphed it on Friday.',
  'Looking for ideas to make fractions click with year 5. What has worked in your classroom?',
  'The science fair is next Thursday: every project is on the hall tables from 9 to 3, parents welcome.',
  'Sharing the reading list our department put together for reluctant readers, with short notes on each book.',
  'A reminder that the professional learning session on formative assessment starts at 4 in the library.',
  'Field trip photos from the botanical garden. The students identified 23 species of plants on their own.',
  'Does anyone have a rubric for group presentations that students actually understand?',
  'Our robotics club qualified for the regional finals. Proud of every one of them.',
  'New to the district and teaching chemistry: happy to share lab safety materials with anyone who needs them.',
  'We tried silent debates in history class today and the quietest students wrote the most. Highly recommend.',
];

export const avatarUrl = (origin, id) => `${origin}/pictures/avatar-${id}-96x96.svg`;
export const pictureUrl = (origin, i) => `${origin}/pictures/post-${i}-640x360.svg`;

/** The ten items, newest first, at fixed times. */
export function items(origin) {
  const start = Date.parse('2026-11-20T09:00:00Z');
  return texts.map((text, i) => {
    const author = people[i % people.length];
    return {
      id: `item-${i + 1}`,
      author: { ...author, avatar: avatarUrl(origin, author.id) },
      text,
      picture: i % 3 === 0 ? pictureUrl(origin, i) : undefined,
      likes: (i * 7) % 5,
      hearts: (i * 3) % 4,
      likedBy: people.filter((_, j) => j < (i * 7) % 5).map((p) => p.id),
      at: new Date(start + (texts.length - i) * 3_600_000).toISOString(),
    };
  });
}

export const viewer = (origin) => ({ ...people[0], avatar: avatarUrl(origin, people[0].id) });

/** A picture or an avatar: a board and desks (or a face) in colours taken from its name. */
export function pictureSvg(pathname) {
  const [, seed = 'x', width = '640', height = '360'] = /\/pictures\/([\w-]+?)-(\d+)x(\d+)\.svg$/.exec(pathname) ?? [];
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const hue = h % 360;
  if (seed.startsWith('avatar'))
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 55% 80%)"/><circle cx="48" cy="38" r="18" fill="hsl(${hue} 40% 35%)"/><ellipse cx="48" cy="90" rx="32" ry="26" fill="hsl(${hue} 40% 35%)"/></svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 360"><rect width="640" height="360" fill="hsl(${hue} 60% 88%)"/><rect x="110" y="40" width="420" height="150" rx="8" fill="hsl(${(hue + 140) % 360} 45% 25%)"/><rect y="250" width="640" height="110" fill="hsl(${hue} 20% 75%)"/></svg>`;
}

/** An unsigned JWT with `payload`: the services' clients read their token's claims but never verify it. */
export function unsignedJwt(payload) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

// Liveblocks: GET /v2/c/rooms/:room/threads (the plain JSON its client converts), POST .../presigned-urls, and
// the host's own users endpoint for resolveUsers.
export function liveblocksThreads(origin, roomId) {
  const data = items(origin).map((item, i) => ({
    type: 'thread',
    id: `th_${i + 1}`,
    roomId,
    createdAt: item.at,
    updatedAt: item.at,
    metadata: {},
    resolved: false,
    comments: [
      {
        type: 'comment',
        id: `cm_${i + 1}`,
        threadId: `th_${i + 1}`,
        roomId,
        userId: item.author.id,
        createdAt: item.at,
        reactions: [
          ...(item.likes ? [{ emoji: '👍', createdAt: item.at, users: item.likedBy.map((id) => ({ id })) }] : []),
          ...(item.hearts
            ? [{ emoji: '❤️', createdAt: item.at, users: item.likedBy.slice(0, item.hearts).map((id) => ({ id })) }]
            : []),
        ].filter((r) => r.users.length),
        attachments: item.picture
          ? [
              {
                type: 'attachment',
                id: `at_${i + 1}`,
                name: `photo-${i + 1}.svg`,
                mimeType: 'image/svg+xml',
                size: 2048,
              },
            ]
          : [],
        body: { version: 1, content: [{ type: 'paragraph', children: [{ text: item.text }] }] },
      },
    ],
  }));
  return {
    data,
    inboxNotifications: [],
    subscriptions: [],
    meta: { nextCursor: null, requestedAt: new Date().toISOString(), permissionHints: { [roomId]: ['room:write'] } },
    deletedThreads: [],
    deletedInboxNotifications: [],
    deletedSubscriptions: [],
  };
}

export function liveblocksAttachmentUrls(origin, attachmentIds) {
  return { urls: attachmentIds.map((id) => pictureUrl(origin, Number(id.replace('at_', '')) - 1)) };
}

export function liveblocksUsers(origin, ids) {
  return ids.map((id) => {
    const person = people.find((p) => p.id === id);
    return person ? { name: person.name, avatar: avatarUrl(origin, id) } : undefined;
  });
}

// stream-chat: the WebSocket's first event (the health check with the connection id and the user) and the
// answer to POST /channels/messaging/:id/query.
export function streamChatHealthCheck(origin) {
  const me = viewer(origin);
  return {
    type: 'health.check',
    connection_id: 'edu-bench-connection',
    cid: '*',
    created_at: new Date().toISOString(),
    me: {
      id: me.id,
      name: me.name,
      image: me.avatar,
      role: 'user',
      online: true,
      banned: false,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      last_active: new Date().toISOString(),
      devices: [],
      mutes: [],
      channel_mutes: [],
      unread_count: 0,
      total_unread_count: 0,
      unread_channels: 0,
      unread_threads: 0,
      invisible: false,
      teams: [],
    },
  };
}

export function streamChatChannel(origin, id) {
  const user = (p) => ({ id: p.id, name: p.name, image: p.avatar, role: 'user', online: false });
  const list = items(origin).reverse();
  const reaction = (type, at, userId, messageId) => ({
    type,
    user_id: userId,
    user: { id: userId },
    message_id: messageId,
    score: 1,
    created_at: at,
    updated_at: at,
  });
  const messages = list.map((item) => {
    const likes = item.likedBy.map((u) => reaction('like', item.at, u, item.id));
    const hearts = item.likedBy.slice(0, item.hearts).map((u) => reaction('love', item.at, u, item.id));
    const groups = {};
    for (const [type, reactions] of [
      ['like', likes],
      ['love', hearts],
    ]) {
      if (reactions.length)
        groups[type] = {
          count: reactions.length,
          sum_scores: reactions.length,
          first_reaction_at: item.at,
          last_reaction_at: item.at,
        };
    }
    return {
      id: item.id,
      text: item.text,
      html: `<p>${item.text}</p>\n`,
      type: 'regular',
      user: user(item.author),
      attachments: item.picture
        ? [{ type: 'image', image_url: item.picture, fallback: 'photo.svg', original_width: 640, original_height: 360 }]
        : [],
      latest_reactions: [...likes, ...hearts],
      own_reactions: [],
      reaction_groups: groups,
      reaction_counts: Object.fromEntries(Object.entries(groups).map(([k, g]) => [k, g.count])),
      reaction_scores: Object.fromEntries(Object.entries(groups).map(([k, g]) => [k, g.sum_scores])),
      reply_count: 0,
      deleted_reply_count: 0,
      cid: `messaging:${id}`,
      created_at: item.at,
      updated_at: item.at,
      shadowed: false,
      mentioned_users: [],
      silent: false,
      pinned: false,
      pinned_at: null,
      pinned_by: null,
      pin_expires: null,
      restricted_visibility: [],
    };
  });
  const me = viewer(origin);
  return {
    channel: {
      id,
      type: 'messaging',
      cid: `messaging:${id}`,
      name: 'Teachers lounge',
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      created_by: user(me),
      frozen: false,
      disabled: false,
      member_count: 5,
      last_message_at: messages.at(-1).created_at,
      own_capabilities: ['read-events', 'send-message', 'send-reaction', 'upload-file', 'quote-message', 'send-reply'],
      config: {
        name: 'messaging',
        typing_events: true,
        read_events: true,
        connect_events: true,
        search: true,
        reactions: true,
        replies: true,
        quotes: true,
        mutes: true,
        uploads: true,
        url_enrichment: true,
        custom_events: true,
        push_notifications: true,
        reminders: false,
        polls: false,
        message_retention: 'infinite',
        max_message_length: 5000,
        automod: 'disabled',
        automod_behavior: 'flag',
        commands: [],
        created_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
      },
    },
    messages,
    pinned_messages: [],
    members: people.map((p) => ({
      user_id: p.id,
      user: user({ ...p, avatar: avatarUrl(origin, p.id) }),
      role: 'member',
      channel_role: 'channel_member',
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    })),
    read: [{ user: user(me), last_read: new Date().toISOString(), unread_messages: 0 }],
    watchers: [],
    watcher_count: 1,
    duration: '4.20ms',
  };
}

// react-activity-feed (getstream): POST /api/v1.0/user/?get_or_create=true and
// GET /api/v1.0/enrich/feed/timeline/:user/ (the enriched activities with reaction counts).
export function streamFeedUser(origin) {
  const me = viewer(origin);
  return {
    id: me.id,
    data: { name: me.name, profileImage: me.avatar },
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    duration: '3.10ms',
  };
}

export function streamFeedTimeline(origin) {
  const results = items(origin).map((item) => ({
    id: `6f1c2a00-c5e1-11ef-8000-00000000000${item.id.slice(5)}`,
    actor: {
      id: item.author.id,
      collection: 'user',
      data: { name: item.author.name, profileImage: item.author.avatar },
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    },
    verb: 'post',
    object: item.text,
    text: item.text,
    foreign_id: `post:${item.id}`,
    time: item.at.replace('Z', ''),
    target: '',
    origin: null,
    ...(item.picture ? { attachments: { images: [item.picture] } } : {}),
    reaction_counts: { like: item.likes, comment: item.hearts },
    own_reactions: {},
    latest_reactions: {},
    latest_reactions_extra: {},
  }));
  return { results, next: '', duration: '12.50ms' };
}
