import { configDir } from './profiles';

describe('config directory', () => {
  it('follows ENGRAM_CONFIG_DIR, then XDG_CONFIG_HOME, then the platform', () => {
    expect(configDir({ ENGRAM_CONFIG_DIR: '/etc/engram', XDG_CONFIG_HOME: '/x' }, 'linux')).toBe('/etc/engram');
    expect(configDir({ XDG_CONFIG_HOME: '/x', HOME: '/home/a' }, 'linux')).toBe('/x/engram');
    expect(configDir({ HOME: '/home/a' }, 'linux')).toBe('/home/a/.config/engram');
    expect(configDir({ HOME: '/Users/a' }, 'darwin')).toBe('/Users/a/Library/Preferences/engram');
  });
});
