// The game side of Glint's game bridge (docs/adr/0010-game-bridge.md), shared by the
// sample games. A message is handled only when it comes from the app origin this page
// was opened for, that origin is one the games server lists for this page, and its
// sender is this frame's parent window; anything else is ignored and counted.
(function () {
  'use strict';
  var CHANNEL = 'glint-game';
  var VERSION = 1;
  var CALL_TIMEOUT_MS = 5000;
  var root = document.documentElement;
  var allowed = JSON.parse(root.getAttribute('data-app-origins') || '[]');
  var params = new URLSearchParams(location.search);
  var appOrigin = params.get('app_origin') || '';
  var usable = window.parent !== window && allowed.indexOf(appOrigin) >= 0;
  var pending = new Map();
  var handlers = {};
  var ignored = 0;
  var seq = 0;

  function ignore() {
    ignored += 1;
    root.setAttribute('data-bridge-ignored', String(ignored));
  }
  function post(message) {
    window.parent.postMessage(message, appOrigin);
  }
  function reply(id, ok, value) {
    post(ok ? { channel: CHANNEL, v: VERSION, kind: 'reply', id: id, ok: true, result: value || {} } : { channel: CHANNEL, v: VERSION, kind: 'reply', id: id, ok: false, error: String(value) });
  }

  window.addEventListener('message', function (event) {
    var m = event.data;
    if (!usable || event.origin !== appOrigin || event.source !== window.parent) return ignore();
    if (!m || typeof m !== 'object' || m.channel !== CHANNEL || m.v !== VERSION || typeof m.id !== 'string') return ignore();
    if (m.kind === 'reply') {
      var call = pending.get(m.id);
      if (!call) return ignore();
      pending.delete(m.id);
      clearTimeout(call.timer);
      if (m.ok === true) call.resolve(m.result || {});
      else call.reject(new Error(typeof m.error === 'string' ? m.error : 'GAME.FAILED'));
      return undefined;
    }
    if (m.kind !== 'call' || typeof m.method !== 'string') return ignore();
    var handler = handlers[m.method];
    if (!handler) return reply(m.id, false, 'GAME.NO_HANDLER');
    Promise.resolve()
      .then(function () { return handler(m.params || {}); })
      .then(function (result) { reply(m.id, true, result); }, function (error) { reply(m.id, false, error && error.message ? error.message : error); });
    return undefined;
  });

  function newId(prefix) {
    seq += 1;
    return prefix + seq + '-' + Math.random().toString(36).slice(2, 10);
  }

  window.GlintBridge = {
    usable: usable,
    sessionId: params.get('session_id') || '',
    /** Calls the app; rejects after 5 s without an answer (001 §9). */
    call: function (method, callParams) {
      if (!usable) return Promise.reject(new Error('GAME.NOT_AVAILABLE'));
      var id = newId('g');
      return new Promise(function (resolve, reject) {
        var timer = setTimeout(function () {
          pending.delete(id);
          reject(new Error('GAME.TIMEOUT'));
        }, CALL_TIMEOUT_MS);
        pending.set(id, { resolve: resolve, reject: reject, timer: timer });
        post({ channel: CHANNEL, v: VERSION, kind: 'call', id: id, method: method, params: callParams || {} });
      });
    },
    /** Answers the app's calls of `method` (rechargeSuccess). */
    handle: function (method, fn) {
      handlers[method] = fn;
    },
    /** One wagered round on the games server; a network failure retries the same round once. */
    play: function (stake, choice) {
      var body = JSON.stringify({ session_id: window.GlintBridge.sessionId, round_id: newId('r'), stake: stake, choice: choice });
      var send = function () {
        return fetch('/play', { method: 'POST', headers: { 'content-type': 'application/json' }, body: body }).then(function (response) { return response.json(); });
      };
      return send().catch(send);
    },
  };
})();
