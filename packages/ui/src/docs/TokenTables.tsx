/**
 * Tables of the design tokens for the Storybook "Design tokens" page, drawn from the same token
 * objects the kit's stylesheet is generated from (nothing here is copied by hand, so the page
 * cannot drift from the code). Not part of the published package.
 */
import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../tokens/cssVars';
import { fontSizes, fontWeights, lineHeights, radii, space } from '../tokens/primitives';
import { colorSchemes, shadowsDark, shadowsLight } from '../tokens/semantic';

type Leaves = { readonly [key: string]: string | Leaves };

/** `[path, value]` for every leaf of a token tree, in declaration order. */
function leaves(tree: Leaves, path: string[] = []): Array<[string[], string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[[...path, key], value] as [string[], string]] : leaves(value, [...path, key]),
  );
}

/** The leaf at `path` in a token tree, if there is one. */
function at(tree: unknown, path: string[]): string | undefined {
  let node = tree;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : undefined;
}

/** The custom property a token path is emitted as, read from `vars` (`var(--bc-…)` → `--bc-…`). */
function cssVar(path: string[]): string {
  return at(vars, path)?.replace(/^var\((.*)\)$/, '$1') ?? '';
}

const table: CSSProperties = {
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  width: '100%',
  fontSize: 13,
  margin: '8px 0 24px',
};
const cell: CSSProperties = {
  borderBottom: '1px solid #d0d7de',
  padding: '6px 8px',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 };

function Swatch({ color, on }: { color: string; on: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 40,
          height: 24,
          borderRadius: 4,
          background: `linear-gradient(${color}, ${color}), ${on}`,
          boxShadow: 'inset 0 0 0 1px rgba(128, 128, 128, 0.45)',
        }}
      />
      <span style={code}>{color}</span>
    </span>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Every colour role in light and dark, each swatch shown over its scheme's canvas. */
export function ColorTokens() {
  const groups = Object.keys(colorSchemes.light) as Array<keyof typeof colorSchemes.light>;
  return (
    <>
      {groups.map((group) => (
        <Table key={group} caption={`color.${group}`} head={['token', 'CSS variable', 'light', 'dark']}>
          {leaves(colorSchemes.light[group] as unknown as Leaves, ['color', group]).map(([path, lightValue]) => {
            const darkValue = at(colorSchemes.dark, path.slice(1));
            return (
              <tr key={path.join('.')}>
                <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
                  {path.join('.')}
                </th>
                <td style={{ ...cell, ...code }}>{cssVar(path)}</td>
                <td style={cell}>
                  <Swatch color={lightValue} on={colorSchemes.light.bg.canvas} />
                </td>
                <td style={cell}>{darkValue ? <Swatch color={darkValue} on={colorSchemes.dark.bg.canvas} /> : '—'}</td>
              </tr>
            );
          })}
        </Table>
      ))}
    </>
  );
}

/** Font sizes, each set in that size, with the weights and line heights. */
export function TypeScale() {
  return (
    <>
      <Table caption="font.size" head={['token', 'CSS variable', 'value', 'sample']}>
        {Object.entries(fontSizes).map(([key, value]) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
              font.size.{key}
            </th>
            <td style={{ ...cell, ...code }}>{cssVar(['font', 'size', key])}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontSize: value, lineHeight: lineHeights.normal }}>品牌内容 Brand content</td>
          </tr>
        ))}
      </Table>
      <Table caption="font.weight and font.lineHeight" head={['token', 'CSS variable', 'value', 'sample']}>
        {Object.entries(fontWeights).map(([key, value]) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
              font.weight.{key}
            </th>
            <td style={{ ...cell, ...code }}>{cssVar(['font', 'weight', key])}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontWeight: Number(value) }}>素材库 Materials</td>
          </tr>
        ))}
        {Object.entries(lineHeights).map(([key, value]) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
              font.lineHeight.{key}
            </th>
            <td style={{ ...cell, ...code }}>{cssVar(['font', 'lineHeight', key])}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, lineHeight: value, maxWidth: 280 }}>
              两行文字的行距示例。 Two lines of text show the leading.
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The spacing scale as bars of their length. */
export function SpaceScale() {
  return (
    <Table caption="space" head={['token', 'CSS variable', 'value', '']}>
      {Object.entries(space).map(([key, value]) => (
        <tr key={key}>
          <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
            space.{key}
          </th>
          <td style={{ ...cell, ...code }}>{cssVar(['space', key])}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'block', width: value, height: 12, background: colorSchemes.light.accent.bg }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

const box: CSSProperties = { width: 64, height: 40, display: 'inline-block' };

/** Corner radii on a sample box. */
export function RadiusScale() {
  return (
    <Table caption="radius" head={['token', 'CSS variable', 'value', '']}>
      {Object.entries(radii).map(([key, value]) => (
        <tr key={key}>
          <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
            radius.{key}
          </th>
          <td style={{ ...cell, ...code }}>{cssVar(['radius', key])}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                ...box,
                borderRadius: value,
                background: colorSchemes.light.accent.subtleBg,
                border: `1px solid ${colorSchemes.light.accent.bg}`,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Elevation shadows of each scheme, on that scheme's surface and canvas. */
export function ShadowScale() {
  return (
    <Table caption="shadow" head={['token', 'CSS variable', 'light', 'dark']}>
      {Object.keys(shadowsLight).map((key) => {
        const k = key as keyof typeof shadowsLight;
        return (
          <tr key={key}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
              shadow.{key}
            </th>
            <td style={{ ...cell, ...code }}>{cssVar(['shadow', key])}</td>
            <td style={{ ...cell, background: colorSchemes.light.bg.canvas, padding: 16 }}>
              <span
                aria-hidden="true"
                style={{
                  ...box,
                  background: colorSchemes.light.bg.surface,
                  boxShadow: shadowsLight[k],
                  borderRadius: 6,
                }}
              />
            </td>
            <td style={{ ...cell, background: colorSchemes.dark.bg.canvas, padding: 16 }}>
              <span
                aria-hidden="true"
                style={{ ...box, background: colorSchemes.dark.bg.surface, boxShadow: shadowsDark[k], borderRadius: 6 }}
              />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
