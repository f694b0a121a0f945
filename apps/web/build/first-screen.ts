import type { Rolldown } from 'vite';

type Context = Rolldown.ChunkingContext;

/** lucide-react's entry: it re-exports every icon (`export { default as X, … } from './icons/x.mjs'`). */
const ICON_BARREL = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)'/g;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** The names of `{ a, b as c }`, each as [imported or exported name, local or exported alias]. */
const specifiers = (list: string) => list.split(',').map((entry) => entry.trim().split(/\s+as\s+/));

/** Icon name → the icon's module, read from the barrel's code. */
function iconModules(barrel: Rolldown.ModuleInfo): Map<string, string> {
  const modules = new Map<string, string>();
  const directory = barrel.id.replace(/lucide-react\.mjs$/, 'icons/');
  for (const [, list = '', file] of (barrel.code ?? '').matchAll(BARREL_EXPORT)) {
    for (const names of specifiers(list)) modules.set(names.at(-1) ?? '', `${directory}${file}`);
  }
  return modules;
}

/**
 * Which modules the first screen runs: `roots` and everything they import statically. Icons
 * count one by one: through lucide-react's entry, a module imports every icon there is, of
 * which it uses the few it names.
 */
export function firstScreen(roots: readonly string[]): (id: string, context: Context) => boolean {
  const found = new WeakMap<Context, Set<string>>();
  const collect = (context: Context) => {
    const modules = new Set<string>();
    let icons: Map<string, string> | undefined;
    const visit = (id: string) => {
      if (modules.has(id)) return;
      modules.add(id);
      const info = context.getModuleInfo(id);
      for (const imported of info?.importedIds ?? []) {
        if (!ICON_BARREL.test(imported)) {
          visit(imported);
          continue;
        }
        const barrel = context.getModuleInfo(imported);
        icons ??= barrel ? iconModules(barrel) : new Map();
        for (const [, list = ''] of (info?.code ?? '').matchAll(ICON_IMPORT)) {
          for (const [name = ''] of specifiers(list)) {
            const icon = icons.get(name);
            if (icon) visit(icon);
          }
        }
      }
    };
    for (const root of roots) visit(root);
    return modules;
  };
  return (id, context) => {
    let modules = found.get(context);
    if (!modules) {
      modules = collect(context);
      found.set(context, modules);
    }
    return modules.has(id);
  };
}
