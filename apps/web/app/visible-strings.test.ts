import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';

/**
 * Every word a reader sees comes from the catalogues (packages/i18n), in en, ru and ka: the
 * catalogues' parity test checks the keys, this one the components. It fails on text written into
 * JSX (a text node, a string in braces, or a string in an attribute a reader sees or hears: aria-label,
 * title, placeholder, alt, label) that contains a letter of any script. Names that are the same in
 * every language (the brand) are listed below.
 */

const APP = path.dirname(fileURLToPath(import.meta.url));
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const SAME_IN_EVERY_LANGUAGE = new Set(['SofaScout']);
const LETTER = /\p{L}/u;

type Node = { type?: string; span?: { start: number }; [key: string]: unknown };

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** The visible strings written into one component's JSX: `[text, offset]`. */
export function visibleStrings(source: string): Array<[string, number]> {
  const module = parseSync(source, { syntax: 'typescript', tsx: true });
  const base = (module as unknown as Node).span?.start ?? 0;
  const found: Array<[string, number]> = [];
  const visit = (node: unknown, parent: Node | null) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    const current = node as Node;
    const at = (current.span?.start ?? base) - base;
    if (current.type === 'JSXText') {
      const text = String(current.value ?? '').trim();
      if (LETTER.test(text)) found.push([text, at]);
    } else if (current.type === 'StringLiteral' && parent?.type === 'JSXExpressionContainer') {
      const text = String(current.value ?? '');
      if (LETTER.test(text)) found.push([text, at]);
    } else if (current.type === 'JSXAttribute') {
      const name = current.name as Node;
      const value = current.value as Node | null;
      const attribute = String(name?.value ?? '');
      if (VISIBLE_ATTRIBUTES.has(attribute) && value?.type === 'StringLiteral') {
        const text = String(value.value ?? '');
        if (LETTER.test(text)) found.push([text, at]);
      }
      if (!VISIBLE_ATTRIBUTES.has(attribute)) return;
    }
    for (const [key, child] of Object.entries(current)) {
      if (key !== 'span' && child && typeof child === 'object') visit(child, current);
    }
  };
  visit(module, null);
  return found.filter(([text]) => !SAME_IN_EVERY_LANGUAGE.has(text));
}

describe('user-visible strings come from the catalogues', () => {
  it('finds text written into JSX (the check itself)', () => {
    const found = visibleStrings(
      `export const A = () => <p title="Close">Hello {'world'} {t('key')} <b aria-label="x">{count}</b> · 12</p>;`,
    ).map(([text]) => text);
    expect(found).toEqual(['Close', 'Hello', 'world', 'x']);
  });

  it('no component writes a word of its own', () => {
    const problems: string[] = [];
    const files = sourceFiles(APP);
    expect(files.length, 'the components are found').toBeGreaterThan(80);
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const [text, offset] of visibleStrings(source)) {
        const line = source.slice(0, offset).split('\n').length;
        problems.push(`${path.relative(APP, file)}:${line} "${text.slice(0, 60)}"`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
