/** A host's plain config: the kit comes from node_modules (the packed tarballs), nothing transpiled or aliased. */
const nextConfig = {};

export default nextConfig;
