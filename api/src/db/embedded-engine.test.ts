import { chooseEmbeddedEngine } from './embedded-engine';

describe('the embedded engine a machine can start (issue 37: npm start on macOS and Linux arm64)', () => {
  it('a mongod already on disk runs a real replica set, whatever else is installed', () => {
    expect(chooseEmbeddedEngine({ localMongod: '/cache/mongod-7.0', jongodbInstalled: true })).toEqual({ engine: 'mongodb-memory-server', systemBinary: '/cache/mongod-7.0' });
  });

  it('on Linux x64, where the jongodb package installs, jongodb runs and nothing is downloaded', () => {
    expect(chooseEmbeddedEngine({ jongodbInstalled: true })).toEqual({ engine: 'jongodb' });
  });

  it('where no engine binary ships (npm skips jongodb on macOS and arm64), mongodb-memory-server downloads a mongod', () => {
    expect(chooseEmbeddedEngine({ jongodbInstalled: false })).toEqual({ engine: 'mongodb-memory-server', download: true });
  });
});
