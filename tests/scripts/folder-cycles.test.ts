import { folderCycles, folderOf } from '../../scripts/folder-cycles';

// `npm run lint` refuses folders that import each other (scripts/folder-cycles.ts).

describe('folderOf', () => {
  it.each([
    ['server/modules/auth/auth.service.ts', 'server/modules/auth'],
    ['server/platform/db.ts', 'server/platform'],
    ['server/seed/media/build-media.ts', 'server/seed'],
    ['server/app.ts', 'server/app.ts'],
    ['components/library/watchlist-button.tsx', 'components'],
    ['contract/plans.ts', 'contract'],
    ['proxy.ts', 'proxy'],
  ])('%s is in %s', (file, folder) => {
    expect(folderOf(file)).toBe(folder);
  });
});

describe('folderCycles', () => {
  it('names the folders of a cycle and one import for each of its doors', () => {
    const cycles = folderCycles({
      'server/modules/auth/auth.routes.ts': ['server/modules/users/users.format.ts', 'server/platform/db.ts'],
      'server/modules/users/users.service.ts': ['server/modules/auth/auth.service.ts'],
      'server/modules/users/users.format.ts': [],
      'server/platform/db.ts': [],
    });
    expect(cycles).toEqual([
      {
        folders: ['server/modules/auth', 'server/modules/users'],
        imports: expect.arrayContaining([
          'server/modules/auth/auth.routes.ts -> server/modules/users/users.format.ts',
          'server/modules/users/users.service.ts -> server/modules/auth/auth.service.ts',
        ]),
      },
    ]);
  });

  it('finds a long loop, and none where every door opens one way', () => {
    const loop = {
      'server/db/x.ts': ['server/seed/y.ts'],
      'server/seed/y.ts': ['server/platform/z.ts'],
      'server/platform/z.ts': ['server/db/w.ts'],
    };
    expect(folderCycles(loop)[0].folders).toEqual(['server/db', 'server/platform', 'server/seed']);
    expect(folderCycles({ 'server/db/x.ts': ['server/seed/y.ts'], 'server/seed/y.ts': ['server/platform/z.ts'] })).toEqual([]);
  });
});
