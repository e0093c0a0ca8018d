#!/usr/bin/env node
// The operator command line (issue 4): records what happened to an application through the authenticated
// operator API, so that the applicant's status page moves along. Every action is audited by the API.
//
//   npm run ops -- show VEP0001501
//   npm run ops -- payment VEP0001501 [--at 2026-11-20]
//   npm run ops -- interview|ops-approval|auscheck-upload <people id or tracking number> [--at yyyy-MM-dd]
//   npm run ops -- decision VEP0001501 Y --certdate 2026-11-20      (N: "contact our office")
//   npm run ops -- dispatch VEP0001501 --method "Registered post" --posted 2026-11-21
//   npm run ops -- redact VEP0001501
//
// OPS_API_URL: the API (default http://localhost:8080). OPERATOR_TOKEN: the operator's token from the API's
// OPERATOR_TOKENS (an officer's: `name=token` or `name:officer=token`; a `name:viewer=token` may only show); outside
// production the API accepts the development token, which is used when it is unset.

import { pathToFileURL } from 'node:url';

export const DEV_OPERATOR_TOKEN = 'dev-only-operator-token-change-me-0000000';
const DATED = ['interview', 'payment', 'ops-approval', 'auscheck-upload'];
const COMMANDS = ['show', ...DATED, 'decision', 'dispatch', 'redact'];

export const USAGE = `Usage: npm run ops -- <command> <people id or tracking number> [options]

Commands:
  show                      the record, its status dates and its audit log
  interview [--at DATE]     the identity interview took place (DATE yyyy-MM-dd, default today)
  payment [--at DATE]       the payment was received
  ops-approval [--at DATE]  operations approved the application
  auscheck-upload [--at DATE]
                            the background check was lodged (after payment and operations approval)
  decision Y|N [--certdate DATE]
                            the background check decision; Y needs its certificate date
  dispatch --method TEXT --posted DATE
                            the card was sent (only an approved card)
  redact                    withhold the record from online access

Environment: OPS_API_URL (default http://localhost:8080), OPERATOR_TOKEN.`;

/** Turns the command line into the API request: { method, path, body }. Throws an Error with a usage hint. */
export function parseArgs(argv) {
  const [command, ref, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') throw new Error(USAGE);
  if (!COMMANDS.includes(command)) throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
  if (!ref || !/^(\d{1,9}|(VEP|VEA)\d{7})$/i.test(ref)) throw new Error(`Give a people id or a tracking number (VEP or VEA and 7 digits), not "${ref ?? ''}".`);
  const options = {};
  const positional = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg.startsWith('--')) {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value.`);
      options[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  const path = `/api/operator/people/${encodeURIComponent(ref)}`;
  if (command === 'show') return { method: 'GET', path };
  const body = { action: command };
  if (DATED.includes(command) && options.at) body.at = options.at;
  if (command === 'decision') {
    const decision = (positional[0] ?? '').toUpperCase();
    if (decision !== 'Y' && decision !== 'N') throw new Error('decision needs Y or N.');
    body.decision = decision;
    if (options.certdate) body.certdate = options.certdate;
  }
  if (command === 'dispatch') {
    if (!options.method || !options.posted) throw new Error('dispatch needs --method and --posted.');
    body.method = options.method;
    body.postedDate = options.posted;
  }
  return { method: 'POST', path: `${path}/actions`, body };
}

/** The record as an operator reads it in a terminal. */
export function describe(view) {
  const p = view.person;
  const date = (v) => (v ? String(v).slice(0, 10) : '-');
  const lines = [
    `${view.trackingNumber}  ${view.name}  <${view.email}>  (${view.company})${view.redacted ? '  REDACTED' : ''}`,
    `  interviewed      ${date(p._interviewedAt)}`,
    `  paid             ${date(p._paidAt)}`,
    `  ops approved     ${date(p._opsApproved)}`,
    `  check lodged     ${date(p._ausCheckUploaded)}`,
    `  decision         ${p._ausCheckDecision ? `${p._ausCheckDecision.Decision} (certificate ${date(p._ausCheckDecision.Certdate)})` : '-'}`,
    `  dispatched       ${p._msicPosted ? `${p._msicPosted.Dispatch}, posted ${date(p._msicPosted.PostedDate)}` : '-'}`,
    '  audit log:',
    ...(view.audit.length ? view.audit.map((e) => `    ${e.createdAt}  ${e.operator}  ${e.action}  ${JSON.stringify(e.details)}`) : ['    (none)']),
  ];
  return lines.join('\n');
}

async function main() {
  let request;
  try {
    request = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const base = (process.env.OPS_API_URL || 'http://localhost:8080').replace(/\/+$/, '');
  const token = process.env.OPERATOR_TOKEN || DEV_OPERATOR_TOKEN;
  let response;
  try {
    response = await fetch(base + request.path, {
      method: request.method,
      headers: { Authorization: `Bearer ${token}`, ...(request.body ? { 'Content-Type': 'application/json' } : {}) },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    });
  } catch (error) {
    console.error(`Cannot reach the API at ${base}: ${error.cause?.message ?? error.message}`);
    process.exit(1);
  }
  const payload = await response.json().catch(() => ({}));
  if (!response.ok) {
    const fields = payload.fieldErrors ? ` ${JSON.stringify(payload.fieldErrors)}` : '';
    console.error(`${response.status}: ${payload.message ?? response.statusText}${fields}`);
    process.exit(1);
  }
  console.log(describe(payload));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
