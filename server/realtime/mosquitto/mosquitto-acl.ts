import { REALTIME_TOPIC } from '../../../src/domain/constants.js';
import { roomSystemTopic, userInboxTopic, userOutboxTopic } from '../topics.js';
import { DYNSEC_TOPIC, type DynsecCommand } from './dynamic-security.js';

/**
 * server/realtime/access.ts's rules as Mosquitto dynamic-security ACLs (2.0 has no %u
 * patterns, so each user gets a role of literal topics). The default for everything is
 * deny — including receiving, so a user who left a room stops hearing it even though its
 * subscription stays (canReceive) — and each role allows exactly:
 *   user u<uid>:   subscribe u/<uid>/in and receive it; publish u/<uid>/out; rooms it joined
 *   glint-server:  publish to inboxes and rooms; subscribe to and receive outboxes
 */
/** Dynamic security's ACL priority: one level is enough, nothing here overlaps. */
const PRIORITY = 0;

const userRole = (uid: string): string => `u${uid}`;
const allow = (acltype: string, topic: string) => ({ acltype, topic, allow: true, priority: PRIORITY });
const roomFilter = (roomId: string): string => `${REALTIME_TOPIC.room}/${roomId}/#`;

/**
 * The rights of the server's own login (MQTT_BROKER_USERNAME), beside the admin role
 * `mosquitto_ctrl dynsec init` gives it: the operator grants them once (README "Mosquitto").
 * The server cannot grant them to itself: Mosquitto disconnects a client whose roles
 * change, and the answer to the command that did it is lost with the connection.
 */
export const SERVER_ROLE = 'glint-server';

export function serverRoleAcls(): { acltype: string; topic: string; allow: boolean; priority: number }[] {
  const anyUser = (level: string): string => `${REALTIME_TOPIC.user}/+/${level}`;
  return [
    allow('publishClientSend', anyUser(REALTIME_TOPIC.inbox)),
    allow('publishClientSend', roomSystemTopic('+')),
    allow('subscribePattern', anyUser(REALTIME_TOPIC.outbox)),
    allow('publishClientReceive', anyUser(REALTIME_TOPIC.outbox)),
    allow('publishClientReceive', `${DYNSEC_TOPIC}/#`),
  ];
}

/** Once per start (idempotent, disconnects no one): deny everything not allowed by a role. */
export function serverSetup(): DynsecCommand[] {
  return [{ command: 'setDefaultACLAccess', acls: ['publishClientSend', 'publishClientReceive', 'subscribe'].map((acltype) => ({ acltype, allow: false })) }];
}

/**
 * A device's login: its role (the user's topics), then the client bound to its client id
 * with this password. A second sign-in on the device sets the new password (the old dies).
 */
export function userLogin(uid: string, login: { readonly username: string; readonly password: string; readonly clientId: string }): DynsecCommand[] {
  const role = userRole(uid);
  return [
    { command: 'createRole', rolename: role, acls: [allow('subscribeLiteral', userInboxTopic(uid)), allow('publishClientReceive', userInboxTopic(uid)), allow('publishClientSend', userOutboxTopic(uid))] },
    { command: 'createClient', username: login.username, password: login.password, clientid: login.clientId, roles: [{ rolename: role, priority: PRIORITY }] },
    { command: 'setClientPassword', username: login.username, password: login.password },
  ];
}

/** Joining a room: subscribe to it and hear it. */
export function roomJoin(uid: string, roomId: string): DynsecCommand[] {
  return ['subscribePattern', 'publishClientReceive'].map((acltype) => ({ command: 'addRoleACL', rolename: userRole(uid), ...allow(acltype, roomFilter(roomId)) }));
}

/** Leaving it: both rights go; the stale subscription then hears nothing (receiving is denied by default). */
export function roomLeave(uid: string, roomId: string): DynsecCommand[] {
  return ['subscribePattern', 'publishClientReceive'].map((acltype) => ({ command: 'removeRoleACL', rolename: userRole(uid), acltype, topic: roomFilter(roomId) }));
}
