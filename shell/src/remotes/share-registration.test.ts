import { createInstance } from '@module-federation/enhanced/runtime';

// The federation runtime 2.9.2 registered a container's whole share table again on every shared module it loaded
// (an init scope made afresh on each call, so its once-only guard never matched): ~70 loads x ~110 entries at the
// shell's start-up. patches/@module-federation+runtime-core+2.9.2.patch applies the fix proposed upstream
// (module-federation/core pull request 5062). This fails if a reinstall or an upgrade loses it while the bug remains.
describe('the federation runtime, as the site installs it', () => {
  it('when a container loads its shared modules, then its share table is registered once, not once per load', () => {
    const registered: string[] = [];
    const packages = ['first-shared', 'second-shared', 'third-shared'];
    const federation = createInstance({
      name: 'share-registration-test',
      remotes: [],
      shared: Object.fromEntries(
        packages.map((name) => [name, { version: '1.0.0', lib: () => ({ name }), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } }]),
      ),
      plugins: [{ name: 'record-registrations', afterRegisterShare: ({ pkgName }: { pkgName: string }) => void registered.push(pkgName) }],
    });
    federation.loadShareSync('first-shared');
    const afterFirstLoad = registered.length;

    for (const name of packages) expect(federation.loadShareSync(name)?.()).toEqual({ name });
    expect(registered).toHaveLength(afterFirstLoad);
  });
});
