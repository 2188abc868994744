'use client';

import { loadMemberSession } from '@/components/auth/load-member-session';
import { loadContinueWatching } from '@/components/catalogue/load-continue-watching';
import { loadLandingRows } from '@/components/catalogue/load-landing-rows';

// Next.js posts a server action to the address the visitor is on when the action is sent, and an
// action that waited behind a navigation (a member's Continue watching, asked for as the visitor
// opens a title) is sent from the next page. A page that does not hold the action hands it to one
// that does by the route's pattern (/[country]/[variant]/…), which proxy.ts rewrites like any
// visitor's address, so the action was lost. The root layout holds every action instead, named
// here (tests/web/every-page-actions.test.ts checks that none is left out).
export const everyPageActions = [loadMemberSession, loadContinueWatching, loadLandingRows];

/** Draws nothing: it puts every server action on every page (app/[country]/[variant]/layout.tsx). */
export function EveryPageActions() {
  return null;
}
