// webpack 5 for the consumer app: TSX through esbuild-loader (and its plugin to minify, as its docs suggest), the
// package's stylesheets through webpack's own CSS support.
import { join } from 'node:path';
import { EsbuildPlugin } from 'esbuild-loader';

export default {
  mode: 'production',
  context: import.meta.dirname,
  entry: './src/client.tsx',
  output: { path: join(import.meta.dirname, 'dist-webpack'), clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.tsx', '.ts', '.js'] } },
  module: { rules: [{ test: /\.tsx?$/, loader: 'esbuild-loader', options: { target: 'es2022' } }] },
  optimization: { minimizer: [new EsbuildPlugin({ target: 'es2022', css: true })] },
  experiments: { css: true },
  performance: { hints: false },
};
