import { darkTokens, flattenTokens, lightTokens, tokenProperty } from '@edupassport/ui';

/** Every token with its CSS custom property, its light and dark value, and a swatch for colours. */
export function TokenTable() {
  const dark = new Map(flattenTokens(darkTokens));
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: 8 }}>Design tokens</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>Token</th>
          <th scope="col" style={{ textAlign: 'left' }}>CSS property</th>
          <th scope="col" style={{ textAlign: 'left' }}>Light</th>
          <th scope="col" style={{ textAlign: 'left' }}>Dark</th>
        </tr>
      </thead>
      <tbody>
        {flattenTokens(lightTokens).map(([name, value]) => (
          <tr key={name} style={{ borderTop: '1px solid #cbd5e1' }}>
            <td>{name}</td>
            <td>
              <code>{tokenProperty(name)}</code>
            </td>
            <td>
              <Swatch name={name} value={value} /> <code>{value}</code>
            </td>
            <td>
              <Swatch name={name} value={dark.get(name) ?? value} /> <code>{dark.get(name)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Swatch({ name, value }: { name: string; value: string }) {
  if (!name.startsWith('color-')) return null;
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, border: '1px solid #64748b', background: value, verticalAlign: 'middle' }}
    />
  );
}
