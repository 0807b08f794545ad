/**
 * Where a dialog opened from inside another form goes: the end of the page's main element (still
 * inside the platform's light palette, but outside any form), else the body.
 */
export const dialogHost = (): HTMLElement => document.getElementById('main') ?? document.body;
