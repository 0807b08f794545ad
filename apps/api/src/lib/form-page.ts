import type { FastifyReply } from 'fastify';

/**
 * Answers a server-rendered page whose form posts back to us (the demo payment and billing pages):
 * never cached, and with a referrer policy under which the browser sends the form's Origin, which
 * the POST's same-origin check reads (helmet's no-referrer would make it "null").
 */
export function sendFormPage(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html);
}
