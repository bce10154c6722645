import type { UiLanguage } from '@astrosetu/contracts';
import { Translator } from './translator';

/**
 * Kept on globalThis, not only in this module: this module is shared by every container as a federation singleton
 * (@astrosetu/design-system/i18n), but a remote that bundles a design-system component brings its own copy of
 * this file (a component imports it by relative path, inside the component's shared entry), and every copy must
 * translate with the one translator the language menu switches.
 *
 * No messages are given here: each project registers its own catalogue (see define-catalogue.ts), English bundled
 * with its code and the other languages fetched when chosen.
 */
const holder = globalThis as { [key: symbol]: Translator | undefined };
const INSTANCE_KEY = Symbol.for('astrosetu.i18n.translator');

export const i18n: Translator = holder[INSTANCE_KEY] ?? (holder[INSTANCE_KEY] = new Translator());

export function currentLanguage(): UiLanguage {
  return i18n.language;
}
